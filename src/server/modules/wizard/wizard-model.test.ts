import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { answeredRun } from './wizard-test-run';

const PLAN =
  '# Your plan\n\n## Structure\n\nForm the LLC in Portugal as an Lda.\n\n## Next steps\n\n1. Open a bank account.';

let fake: FakeLlm;
let t: TestApp;
let founder: TestAccount;
beforeAll(async () => {
  fake = await startOpenAiFake({ chunkSize: 8 });
  t = await buildTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'planner',
      LLM_MAX_RETRIES: '0',
    },
  });
  founder = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Body = { messages: Array<{ role: string; content: unknown }>; max_tokens?: number };
const systemOf = (body: unknown) =>
  String((body as Body).messages.find((m) => m.role === 'system')?.content ?? '');

describe('with a model configured', () => {
  it('tells the coach which step the founder is on and what they answered', async () => {
    const id = await answeredRun(t.app, bearer(founder.accessToken), {
      business_type: 'llc',
      initial_investment: '30000',
      monthly_costs: '4000',
    });
    fake.reset();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: bearer(founder.accessToken),
      payload: { message: 'Do I need a co-founder?', step_id: 'founders' },
    });
    expect(res.json().response).toBe('Fake reply to: Do I need a co-founder?');
    const system = systemOf(fake.requests[0]!.body);
    expect(system).toContain('You are the Business Setup Advisor');
    expect(system).toContain('They are on step 4 of 9, "Founders"');
    expect(system).toContain('How many founders are there, including you?');
    expect(system).toContain('- Legal structure: Limited liability company (LLC)');
    expect(system).toContain('Runway: €30,000 ÷ €4,000 a month = 7.5 months');
  });

  it('writes the plan with the final instructions, streamed, and stores the model’s name', async () => {
    const id = await answeredRun(t.app, bearer(founder.accessToken));
    fake.reset();
    fake.setBehaviour({ reply: PLAN, chunkSize: 8 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/plan/stream`,
      headers: bearer(founder.accessToken),
    });
    const events = parseEventStream(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(joinedDeltas(events)).toBe(PLAN);
    expect(events.at(-1)!.data).toMatchObject({
      plan: { markdown: PLAN, engine: expect.stringContaining('planner') },
    });
    const body = fake.requests[0]!.body as Body;
    const system = systemOf(body);
    expect(system).toContain('Write a business setup plan in Markdown');
    expect(system).toContain('- Funding: Angel investors');
    // A plan is longer than a chat reply: it gets room for one.
    expect(body.max_tokens).toBeGreaterThanOrEqual(4000);
  });

  it('keeps the earlier plan when the model fails before or while writing', async () => {
    const id = await answeredRun(t.app, bearer(founder.accessToken));
    fake.setBehaviour({ reply: PLAN });
    await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/plan/stream`,
      headers: bearer(founder.accessToken),
    });
    fake.setBehaviour({ failStatus: 500 });
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/plan/stream`,
      headers: bearer(founder.accessToken),
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.json().error.code).toBe('model_unavailable');
    fake.setBehaviour({ reply: 'A different plan that breaks off halfway', failMidStream: true });
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/plan/stream`,
      headers: bearer(founder.accessToken),
    });
    const events = parseEventStream(broken.body);
    expect(events.at(-1)).toMatchObject({ event: 'error' });
    const run = await t.app.inject({
      url: `/api/wizard-sessions/${id}`,
      headers: bearer(founder.accessToken),
    });
    expect(run.json().plan.markdown).toBe(PLAN);
  });
});
