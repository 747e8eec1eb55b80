import { expect, test } from '@playwright/test';
import type { FakeRequestBody } from '../src/server/test/fake-llm/behaviour';
import type { FakeLlm } from '../src/server/test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';
import {
  startFakeMcpServer,
  type FakeMcpServer,
} from '../src/server/test/fake-mcp/fake-mcp-server';
import { expectNoSeriousA11yViolations } from './fixtures/a11y';
import { e2eServerInbox, signUpThroughDialog, uniqueEmail } from './fixtures/accounts';
import { CREATED, fillInformation, sampleAgent } from './fixtures/builder-agent';
import { startFreshServer } from './fixtures/fresh-server';

// An install of its own whose operator adds a local MCP server (the official SDK's, with a
// `forecast` tool) in the console, and which answers with a model: an OpenAI-compatible fake
// that calls the forecast tool when it is offered and has no result yet, then answers from it.
let mcp: FakeMcpServer;
let model: FakeLlm;
let server: Awaited<ReturnType<typeof startFreshServer>>;
const FORECAST = 'mcp_weather_forecast';

const messagesOf = (body: FakeRequestBody) =>
  (Array.isArray(body.messages) ? body.messages : []) as Array<{
    role?: string;
    content?: unknown;
  }>;
const offersForecast = (body: FakeRequestBody) =>
  JSON.stringify(body.tools ?? []).includes(`"${FORECAST}"`);
const toolResult = (body: FakeRequestBody) =>
  messagesOf(body).find((message) => message.role === 'tool')?.content;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mcp = await startFakeMcpServer();
  model = await startOpenAiFake({
    models: ['e2e-tool-model'],
    toolCall: (body) =>
      offersForecast(body) && toolResult(body) === undefined
        ? { name: FORECAST, arguments: { city: 'Lyon' } }
        : undefined,
    reply: (body) => `The weather desk says: ${JSON.stringify(toolResult(body) ?? 'nothing')}`,
  });
  server = await startFreshServer({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'e2e-tool-model',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await model?.close();
  await mcp?.close();
});

const at = (path = '/') => `http://localhost:${server.port}${path}`;

test("an operator adds an MCP server; an owner gives their agent its tool; a visitor's question makes the model call it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(at());
  await signUpThroughDialog(page, uniqueEmail(), e2eServerInbox(server.port));

  // The first account of a fresh install runs it: it adds the server in the console.
  await page.goto(at('/admin/mcp'));
  await page.getByRole('button', { name: 'Add server' }).click();
  const form = page.getByRole('form', { name: 'Add an MCP server' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Weather Desk');
  await form.getByRole('textbox', { name: 'Id', exact: true }).fill('weather');
  await form.getByRole('textbox', { name: 'Address (URL)' }).fill(`${mcp.origin}/mcp`);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Add server' }).click();
  await expect(page.getByText('Weather Desk was added. Test it to see its tools.')).toBeVisible();

  const agent = sampleAgent(`Weather Coach ${Date.now().toString(36)}`);
  await page.goto(at('/agents/create'));
  await fillInformation(page, agent);
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('radio', { name: 'Public' }).check();

  // The Tools tab lists the server's tools; the owner ticks the forecast.
  await page.getByRole('tab', { name: 'Tools' }).click();
  const servers = page.getByRole('region', { name: 'MCP servers' });
  const desk = servers.getByRole('group', { name: 'Weather Desk' });
  await expect(desk.getByRole('checkbox')).toHaveCount(3);
  await desk.getByRole('checkbox', { name: 'forecast' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await expect(page.getByText(CREATED)).toBeVisible();
  const edit = page.getByRole('link', { name: `Edit ${agent.name}` });
  const id = /\/agents\/([^/]+)\/edit$/.exec((await edit.getAttribute('href')) ?? '')?.[1];
  expect(id).toBeTruthy();

  // A visitor asks; the chat shows the call, then the answer built on the tool's result.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(at(`/agents/${id}/run`));
  const input = visitor.getByRole('textbox', { name: 'Your message' });
  await input.fill('Will it rain in Lyon tomorrow?');
  await input.press('Enter');
  const log = visitor.getByRole('log');
  await expect(log).toContainText('Asking Weather Desk: forecast', { timeout: 20_000 });
  await expect(log).toContainText('The weather desk says: "Sunny in Lyon, 21°C."');
  expect(mcp.calls).toContainEqual({ tool: 'forecast', args: { city: 'Lyon' } });
});
