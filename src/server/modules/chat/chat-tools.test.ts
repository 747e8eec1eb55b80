import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeRequestBody } from '../../test/fake-llm/behaviour';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { startYoutubeFake } from '../../test/fake-tools/youtube-fake';
import { joinedDeltas, parseEventStream } from '../../test/sse';

const PAGE = `<!doctype html><html><head><title>Acme pricing</title></head><body>
<nav>Home | Pricing | Blog</nav>
<main><h1>Plans</h1><p>Acme Team costs 79 dollars a month for five seats.</p></main>
</body></html>`;

let site: http.Server;
let pageUrl: string;
let pageRequests = 0;
beforeAll(async () => {
  site = http.createServer((_req, res) => {
    pageRequests += 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/pricing`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

/** An active agent of a fresh account, with the given tools. */
async function agentWithTools(t: TestApp, tools: string[]) {
  const owner: TestAccount = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(owner.accessToken),
    payload: {
      name: 'Pricing Coach',
      description: 'Helps with pricing',
      instruction: 'Be concise.',
      knowledge: 'Price on value, not on cost.',
      status: 'active',
      mode: 'PUBLIC',
      tools,
    },
  });
  return res.json().id as string;
}

const ask = (t: TestApp, agentId: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, session_id: randomUUID(), agent_id: agentId },
  });

describe('the web scraper on the offline engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test-only setting: the page is served on loopback.
    t = await buildTestApp({ env: { TOOLS_ALLOW_PRIVATE_NETWORK: 'true' } });
  });
  afterAll(() => t.close());

  it('reads a linked page and answers from it', async () => {
    const agent = await agentWithTools(t, ['web_scraper']);
    const res = await ask(t, agent, `How much is the team plan? ${pageUrl}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain(`I read the page "Acme pricing" (${pageUrl}).`);
    expect(res.json().response).toContain('Acme Team costs 79 dollars a month for five seats.');
  });

  it('tells a streaming client which tool it is using before the reply', async () => {
    const agent = await agentWithTools(t, ['web_scraper']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: `Summarise ${pageUrl}`, session_id: randomUUID(), agent_id: agent },
    });
    const events = parseEventStream(res.body);
    const call = { tool: 'web_scraper', label: 'Reading the page…', target: pageUrl };
    expect(events.slice(0, 2)).toEqual([
      { event: 'tool', data: { ...call, status: 'running' } },
      { event: 'tool', data: { ...call, status: 'done' } },
    ]);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('does not fetch for an agent without the tool', async () => {
    const before = pageRequests;
    const agent = await agentWithTools(t, []);
    const res = await ask(t, agent, `How much is the team plan? ${pageUrl}`);
    expect(res.json().response).toContain('reading web pages is not one of my tools');
    expect(pageRequests).toBe(before);
  });
});

describe('the web scraper by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses loopback addresses and says so', async () => {
    const before = pageRequests;
    const agent = await agentWithTools(t, ['web_scraper']);
    const res = await ask(t, agent, `Summarise ${pageUrl}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(new RegExp(`^I tried to use ${pageUrl}, but: `));
    expect(res.json().response).not.toContain('79 dollars');
    expect(pageRequests).toBe(before);
  });
});

describe('the web scraper offered to a model', () => {
  type Message = { role: string; content: unknown };
  const messagesOf = (body: FakeRequestBody) => body.messages as Message[];
  const toolAnswer = (body: FakeRequestBody) =>
    messagesOf(body).find((m) => m.role === 'tool')?.content;

  it('lets the model read the page, then answers with what it read', async () => {
    const fake = await startOpenAiFake({
      // First turn: call the tool with the link; once a tool result is back, answer from it.
      toolCall: (body) =>
        toolAnswer(body) === undefined && Array.isArray(body.tools)
          ? { name: 'web_scraper', arguments: { url: pageUrl } }
          : undefined,
      reply: (body) => `From the page: ${String(toolAnswer(body)).slice(0, 2000)}`,
    });
    const t = await buildTestApp({
      env: {
        TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'tool-model',
        LLM_MAX_RETRIES: '0',
      },
    });
    try {
      const agent = await agentWithTools(t, ['web_scraper']);
      const offered = () =>
        (fake.requests[0]!.body as { tools: Array<{ function: { name: string } }> }).tools.map(
          (tool) => tool.function.name,
        );
      const whole = await ask(t, agent, `How much is the team plan? ${pageUrl}`);
      expect(whole.statusCode).toBe(200);
      // The agent's one catalogue tool, beside the founder calculators every agent has.
      expect(offered()).toContain('web_scraper');
      expect(offered()).not.toContain('youtube_transcript');
      expect(whole.json().response).toContain('Acme Team costs 79 dollars a month');

      const streamed = await t.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: `And this? ${pageUrl}`, session_id: randomUUID(), agent_id: agent },
      });
      const events = parseEventStream(streamed.body);
      // The call is shown as it starts, then as done, before the words that came of it.
      expect(events.filter((e) => e.event === 'tool').map((e) => e.data)).toEqual(
        ['running', 'done'].map((status) => ({
          tool: 'web_scraper',
          label: 'Reading the page…',
          target: pageUrl,
          status,
        })),
      );
      expect(joinedDeltas(events)).toContain('79 dollars');
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe('the YouTube transcript on the offline engine', () => {
  it('reads a video’s captions and answers from them', async () => {
    const youtube = await startYoutubeFake();
    const t = await buildTestApp({
      env: { TOOLS_ALLOW_PRIVATE_NETWORK: 'true', YOUTUBE_BASE_URL: youtube.url },
    });
    try {
      const agent = await agentWithTools(t, ['youtube_transcript']);
      const link = 'https://www.youtube.com/watch?v=coachVideo1';
      const reply = (
        await ask(t, agent, `What do they say about product-market fit? ${link}`)
      ).json().response as string;
      expect(reply).toContain(`I read the captions of "Founders & "Product" talk" (${link}).`);
      expect(reply).toContain("Today we talk about 'product-market fit'");
    } finally {
      await t.close();
      await youtube.close();
    }
  });
});
