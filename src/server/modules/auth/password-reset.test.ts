import type { LightMyRequestResponse } from 'fastify';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../../db/auth-schema';
import { accessTokenFor, bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { ReadMail, SmtpFake } from '../../test/smtp-fake';
import { RESET_REQUESTS_PER_ADDRESS } from './password-reset-throttle';

const RESET = /^Reset your CoachForge password/;
let counter = 0;
const newEmail = () => `reset${++counter}-${Date.now()}@example.com`;

const requestReset = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
  });
const resetPassword = (t: TestApp, token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

function resetTokenIn(mail: ReadMail): string {
  const token = /\/reset-password#token=(\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(token);
}

const comparable = (res: LightMyRequestResponse) => {
  const headers = { ...res.headers };
  delete headers.date;
  return { status: res.statusCode, headers, body: res.body };
};

describe('password reset with a mail server', () => {
  let t: TestApp;
  let mail: SmtpFake;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false', PUBLIC_URL: 'http://localhost:3999' } });
    mail = t.mail as SmtpFake;
  });
  afterAll(() => t.close());

  it('answers an address with an account exactly as one without', async () => {
    const owner = await signUp(t.app);
    const known = await requestReset(t, owner.email);
    const unknown = await requestReset(t, newEmail());
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(known.statusCode).toBe(200);
    await mail.waitForMail(owner.email, RESET);
  });

  it('mails a link valid for one hour that sets a new password once and ends every session', async () => {
    const owner = await signUp(t.app, { password: 'old password 1' });
    expect((await requestReset(t, owner.email.toUpperCase())).statusCode).toBe(200);
    const sent = await mail.waitForMail(owner.email, RESET);
    expect(sent.text).toMatch(
      /^Someone, we hope you, asked to reset the password of the CoachForge account with this e-mail address\.\nOpen this link within 1 hour to choose a new password \(it works once\):\n\nhttp:\/\/localhost:3999\/reset-password#token=\S+\n\nChoosing a new password signs you out everywhere else\.\nIf it was not you, ignore this e-mail: your password has not changed\.$/,
    );
    const token = resetTokenIn(sent);
    const [row] = await t.database.db
      .select({ expiresAt: verification.expiresAt })
      .from(verification)
      .where(like(verification.identifier, `reset-password:${token}`));
    const lifetimeS = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetimeS).toBeGreaterThan(3590);
    expect(lifetimeS).toBeLessThanOrEqual(3600);

    expect((await resetPassword(t, token, 'new password 1')).json()).toEqual({ status: true });
    // The session from before the reset no longer gets a token.
    const stale = await t.app.inject({
      url: '/api/auth/token',
      headers: bearer(owner.sessionToken),
    });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(t, owner.email, 'old password 1')).statusCode).toBe(401);
    const fresh = await signIn(t, owner.email, 'new password 1');
    expect(fresh.statusCode).toBe(200);
    expect(await accessTokenFor(t.app, fresh.headers['set-auth-token'] as string)).toBeTruthy();

    const again = await resetPassword(t, token, 'third password 1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_token');
    expect((await signIn(t, owner.email, 'new password 1')).statusCode).toBe(200);
  });

  it('refuses a link after its hour', async () => {
    const owner = await signUp(t.app, { password: 'old password 1' });
    await requestReset(t, owner.email);
    const token = resetTokenIn(await mail.waitForMail(owner.email, RESET));
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`));
    const res = await resetPassword(t, token, 'new password 1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
    expect((await signIn(t, owner.email, 'old password 1')).statusCode).toBe(200);
  });

  it('holds a new password to the password rules', async () => {
    const owner = await signUp(t.app);
    await requestReset(t, owner.email);
    const token = resetTokenIn(await mail.waitForMail(owner.email, RESET));
    const res = await resetPassword(t, token, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('password_does_not_meet_requirements');
  });

  it('lets an unconfirmed account in: the link proves the address', async () => {
    const email = newEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'forgotten 1', name: '' },
    });
    await requestReset(t, email);
    const token = resetTokenIn(await mail.waitForMail(email, RESET));
    expect((await resetPassword(t, token, 'remembered 1')).statusCode).toBe(200);
    expect((await signIn(t, email, 'remembered 1')).statusCode).toBe(200);
  });

  it('sends one address a few reset e-mails an hour, whether or not it has an account', async () => {
    const email = newEmail();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await requestReset(t, email)).statusCode).toBe(200);
    }
    const refused = await requestReset(t, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().error.code).toBe('too_many_reset_requests');
    expect(refused.json().error.message).toMatch(
      /^At most 3 password-reset e-mails are sent to one address an hour\. Please wait \d+ minutes and try again\.$/,
    );
  });
});

describe('password reset without a mail server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SEED_AGENTS: 'false', SMTP_URL: '', LOG_LEVEL: 'info' },
      deps: { logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  it('writes the reset link to the log, where the operator finds a link that works', async () => {
    const email = newEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'forgotten 1', name: '' },
    });
    expect((await requestReset(t, email)).statusCode).toBe(200);
    const isReset = (line: string) => line.includes(email) && line.includes('/reset-password#');
    await expect.poll(() => lines.some(isReset)).toBe(true);
    const logged = JSON.parse(lines.find(isReset) ?? '{}');
    expect(logged.msg).toBe('SMTP_URL is not set: logging the e-mail instead of sending it');
    const token = resetTokenIn(logged.mail);
    expect((await resetPassword(t, token, 'remembered 1')).statusCode).toBe(200);
    expect((await signIn(t, email, 'remembered 1')).statusCode).toBe(200);
    // The forgot-password dialog says where the link went.
    expect((await t.app.inject('/api/auth/providers')).json().account_mail).toBe('log');
  });
});
