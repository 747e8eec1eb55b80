import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { DENTAL_ANSWERS } from './wizard-sample-answers';
import { answeredRun } from './wizard-test-run';

let t: TestApp;
let founder: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUp(t.app);
});
afterAll(() => t.close());

const headers = () => bearer(founder.accessToken);
const writePlan = (id: string, h: Record<string, string> = headers()) =>
  t.app.inject({ method: 'POST', url: `/api/wizard-sessions/${id}/plan/stream`, headers: h });

describe('the chat pane', () => {
  it('answers a short question about the open step, in the run’s own conversation', async () => {
    const id = await answeredRun(t.app, headers(), { industry: DENTAL_ANSWERS.industry! });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat/stream`,
      headers: headers(),
      payload: { message: 'Which one protects my personal assets?', step_id: 'business_type' },
    });
    expect(res.statusCode).toBe(200);
    const reply = joinedDeltas(parseEventStream(res.body));
    // The step's topic leads the offline search: the answer is about liability and structures.
    expect(reply).toMatch(/liab/i);
    const run = (
      await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: headers() })
    ).json();
    expect(run.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'assistant']);
    expect(run.messages[0].content).toBe('Which one protects my personal assets?');
    expect(run.messages[1].content).toBe(reply);
  });

  it('tells the founder what their own answers say when the coach’s knowledge does not', async () => {
    const id = await answeredRun(t.app, headers(), {
      initial_investment: '30000',
      monthly_costs: '4000',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: headers(),
      payload: { message: 'How much runway do I have?', step_id: 'monthly_costs' },
    });
    // Their own figures worked out by the founder calculators.
    expect(res.json().response).toContain('€30,000 ÷ €4,000 per month = **7.5 months**');
  });

  it('answers in one piece too, and refuses an unknown step or an empty message', async () => {
    const id = await answeredRun(t.app, headers(), {});
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: headers(),
      payload: { message: 'What does vesting mean?', step_id: 'equity_split' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().response).toMatch(/vest/i);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: headers(),
      payload: { message: 'Hello?', step_id: 'taxes' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/wizard-sessions/${id}/chat`,
      headers: headers(),
      payload: { message: '  ', step_id: 'industry' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the generated plan', () => {
  it('waits for every answer, naming the open steps', async () => {
    const id = await answeredRun(t.app, headers(), { business_type: 'llc' });
    const res = await writePlan(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('answers_missing');
    expect(res.json().error.message).toContain('Industry');
  });

  it('is written from the answers and the coaches’ knowledge, streamed, stored and downloadable', async () => {
    const id = await answeredRun(t.app, headers());
    const res = await writePlan(id);
    expect(res.statusCode).toBe(200);
    const events = parseEventStream(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const markdown = joinedDeltas(events);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ plan: { markdown, engine: 'offline', stale_steps: [] } });

    // Their answers, told back under a heading per step.
    expect(markdown).toContain('**Legal structure:** Limited liability company (LLC)');
    expect(markdown).toContain('## 6. Starting money');
    expect(markdown).toContain(DENTAL_ANSWERS.industry);
    // The coach's knowledge about their choice, not a template with blanks.
    expect(markdown).toMatch(/limited liability company generally shields/i);
    expect(markdown).toMatch(/vesting/i);
    // The arithmetic the numbers allow: €30,000 at €4,000 a month is 7.5 months.
    expect(markdown).toContain('**7.5 months**');
    expect(markdown).toMatch(/## Next steps\n\n1\. /);
    expect(markdown).not.toMatch(/undefined|\{|\}|\[object/);

    const md = await t.app.inject({
      url: `/api/wizard-sessions/${id}/plan.md`,
      headers: headers(),
    });
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.headers['content-disposition']).toMatch(
      /attachment; filename="business-setup-plan-\d{4}-\d\d-\d\d\.md"/,
    );
    expect(md.body).toBe(markdown);

    const pdf = await t.app.inject({
      url: `/api/wizard-sessions/${id}/plan.pdf`,
      headers: headers(),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Your business setup plan');
    expect(text).toContain('Limited liability company (LLC)');
    expect(text).toContain('€30,000');
  });

  it('marks the steps changed since it was written, and a new plan clears them', async () => {
    const id = await answeredRun(t.app, headers());
    await writePlan(id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/wizard-sessions/${id}/answers/business_type`,
      headers: headers(),
      payload: { answer: 'corp' },
    });
    const run = (
      await t.app.inject({ url: `/api/wizard-sessions/${id}`, headers: headers() })
    ).json();
    expect(run.plan.stale_steps).toEqual(['business_type']);
    const again = parseEventStream((await writePlan(id)).body);
    const markdown = joinedDeltas(again);
    expect(markdown).toContain('Corporation (C-corp or equivalent)');
    expect(again.at(-1)!.data).toMatchObject({ plan: { stale_steps: [] } });
  });

  it('has nothing to download before it is written', async () => {
    const id = await answeredRun(t.app, headers(), {});
    const md = await t.app.inject({
      url: `/api/wizard-sessions/${id}/plan.md`,
      headers: headers(),
    });
    expect(md.statusCode).toBe(404);
    expect(md.json().error.message).toBe('This run has no plan yet: generate it first.');
  });

  it('is written for a visitor too, without an account', async () => {
    const id = await answeredRun(t.app, {});
    const res = await writePlan(id, {});
    expect(parseEventStream(res.body).at(-1)!.event).toBe('done');
  });
});
