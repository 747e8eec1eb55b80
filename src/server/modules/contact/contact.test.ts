import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpFake } from '../../test/smtp-fake';

let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, CONTACT_INBOX: 'team@coachforge.test', SEED_AGENTS: 'false' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => smtp.setRefusing(false));

const info = {
  name: 'Ada Founder',
  email: ' Ada@Example.COM ',
  subject: 'Question about voice',
  category: 'support',
  message: 'Can my coach speak Portuguese?',
};
const quote = {
  name: 'Ada Founder',
  email: 'ada@example.com',
  company: 'Ada Labs',
  plan: 'enterprise',
  message: 'We need 40 seats.',
};

const stored = (id: string) =>
  t.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));

describe('POST /api/request-info', () => {
  it('stores the request, then mails it to the team inbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/request-info', payload: info });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.status).toBe('received');
    await t.app.contactOutbox.idle();
    const [row] = await stored(receipt.id);
    expect(row).toMatchObject({
      email: 'ada@example.com',
      category: 'support',
      deliveryStatus: 'sent',
    });
    const mail = smtp.received.find((m) => m.raw.includes(receipt.id));
    expect(mail?.to).toEqual(['team@coachforge.test']);
    expect(mail?.raw).toContain('Can my coach speak Portuguese?');
    expect(mail?.raw).toMatch(/Reply-To: ada@example\.com/i);
  });

  it('keeps the request when the mail server refuses it, and delivers it on retry', async () => {
    smtp.setRefusing(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/request-info', payload: info });
    expect(res.statusCode).toBe(201);
    await t.app.contactOutbox.idle();
    const [failed] = await stored(res.json().id);
    expect(failed).toMatchObject({ deliveryStatus: 'failed', deliveryAttempts: 1 });
    expect(failed?.deliveryError).toContain('Mailbox unavailable');

    smtp.setRefusing(false);
    await t.database.db
      .update(contactRequests)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(contactRequests.id, res.json().id));
    expect(await t.app.contactOutbox.retryUndelivered()).toBeGreaterThanOrEqual(1);
    await t.app.contactOutbox.idle();
    const [sent] = await stored(res.json().id);
    expect(sent).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 2 });
  });

  it.each([
    [{ ...info, category: 'sales' }, 'body.category'],
    [{ ...info, email: 'not-an-email' }, 'body.email'],
    [{ ...info, name: '   ' }, 'body.name'],
    [{ ...info, message: 'x'.repeat(5001) }, 'body.message'],
    [{ name: 'A' }, 'body.email'],
  ])('refuses bad input with a 400 naming the field (%#)', async (payload, field) => {
    const before = (await t.database.db.select().from(contactRequests)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/request-info', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(JSON.stringify(res.json().error.details)).toContain(field);
    expect((await t.database.db.select().from(contactRequests)).length).toBe(before);
  });

  it('refuses malformed JSON, a text body and an oversized body in the error shape', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"name":', status: 400 },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 415 },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...info, message: 'x'.repeat(2_000_000) }),
        status: 413,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/request-info', ...c });
      expect(res.statusCode).toBe(c.status);
      expect(typeof res.json().error.message).toBe('string');
    }
  });
});

describe('POST /api/request-quote', () => {
  it('stores and mails a quote request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/request-quote', payload: quote });
    expect(res.statusCode).toBe(201);
    await t.app.contactOutbox.idle();
    const [row] = await stored(res.json().id);
    expect(row).toMatchObject({
      kind: 'quote',
      company: 'Ada Labs',
      plan: 'enterprise',
      deliveryStatus: 'sent',
    });
    expect(smtp.received.some((m) => m.raw.includes('[Quote] Ada Labs'))).toBe(true);
  });

  it('refuses an unknown plan', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-quote',
      payload: { ...quote, plan: 'platinum' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Plan must be one of');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a sender floods the form', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = await t.app.inject({
      method: 'POST',
      url: '/api/request-quote',
      payload: quote,
      remoteAddress: '203.0.113.9',
      headers,
    });
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/request-quote',
        payload: quote,
        remoteAddress: '203.0.113.9',
        headers,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error.code).toBe('rate_limited');
  });
});
