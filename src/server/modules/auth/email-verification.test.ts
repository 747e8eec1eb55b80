import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, openConfirmationLink, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmationTokenIn, type SmtpFake } from '../../test/smtp-fake';

let counter = 0;
const newEmail = () => `confirm${++counter}-${Date.now()}@example.com`;
const CONFIRM = /^Confirm your e-mail address/;
const SOMEONE_TRIED = /^Someone tried to sign up/;

const signUpRequest = (t: TestApp, email: string, password = 'correct horse 1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: '' },
  });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const verify = (t: TestApp, token: string) =>
  t.app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

/** An answer with what differs between any two sign-ups (ids, e-mails, times) taken out. */
function comparable(res: LightMyRequestResponse) {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['content-length'];
  const body = res.json();
  return {
    status: res.statusCode,
    headers,
    body: {
      ...body,
      user: { ...body.user, id: typeof body.user.id, email: 0, createdAt: 0, updatedAt: 0 },
    },
  };
}

describe('with a mail server', () => {
  let t: TestApp;
  let mail: SmtpFake;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false', PUBLIC_URL: 'http://localhost:3999' } });
    mail = t.mail as SmtpFake;
  });
  afterAll(() => t.close());

  it('answers a sign-up with a taken e-mail exactly as one with a new e-mail', async () => {
    const owner = await signUp(t.app, { password: 'owners-own-1' });
    const taken = await signUpRequest(t, owner.email, 'attackers-1');
    const fresh = await signUpRequest(t, newEmail(), 'attackers-1');
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect(comparable(fresh)).toMatchObject({ status: 200, body: { token: null } });
    expect(taken.headers['set-auth-token']).toBeUndefined();
    // Nobody got in, and the owner's password still stands.
    expect((await signIn(t, owner.email, 'attackers-1')).statusCode).toBe(401);
    expect((await signIn(t, owner.email, 'owners-own-1')).statusCode).toBe(200);
  });

  it('tells the owner of a taken e-mail by mail, with no link that signs in', async () => {
    const owner = await signUp(t.app);
    await signUpRequest(t, owner.email);
    const told = await mail.waitForMail(owner.email, SOMEONE_TRIED);
    expect(told).toEqual({
      subject: 'Someone tried to sign up to CoachForge with your e-mail address',
      text: [
        'Someone tried to create a CoachForge account with this e-mail address, which already has one.',
        'If it was you, sign in with your password at http://localhost:3999/',
        'If it was not, you need do nothing: your account has not changed.',
      ].join('\n'),
    });
    expect(mail.mailsTo(owner.email).filter((m) => CONFIRM.test(m.subject))).toHaveLength(1);
  });

  it('mails a new address a link that signs in once, and only once', async () => {
    const email = newEmail();
    expect((await signUpRequest(t, email)).statusCode).toBe(200);
    // Not signed in until the link is opened.
    expect((await signIn(t, email, 'correct horse 1')).statusCode).toBe(403);
    const first = await mail.waitForMail(email, CONFIRM);
    expect(first.subject).toBe('Confirm your e-mail address for CoachForge');
    expect(first.text).toMatch(
      /^Someone, we hope you, signed up for CoachForge with this e-mail address\.\nOpen this link within 1 hour to confirm it and sign in:\n\nhttp:\/\/localhost:3999\/verify-email#token=\S+\n\nIf it was not you, ignore this e-mail: the account cannot be used until the address is confirmed\.$/,
    );
    const token = confirmationTokenIn(first);

    const opened = await verify(t, token);
    expect(opened.statusCode).toBe(200);
    const sessionToken = opened.headers['set-auth-token'] as string;
    expect(sessionToken).toBeTruthy();
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: bearer(await accessTokenFor(t.app, sessionToken)),
    });
    expect(profile.json()).toMatchObject({ email, name: '' });

    const again = await verify(t, token);
    expect(again.headers['set-auth-token']).toBeUndefined();
    expect(again.json()).toEqual({ status: true, user: null });
    // The account now signs in with its password.
    expect((await signIn(t, email, 'correct horse 1')).statusCode).toBe(200);
  });

  it('refuses a forged or tampered link in the error shape', async () => {
    const res = await verify(t, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('says an unconfirmed account is not confirmed yet, and mails a fresh link on the right password only', async () => {
    const email = newEmail();
    await signUpRequest(t, email);
    await mail.waitForMail(email, CONFIRM);
    expect((await signIn(t, email, 'wrong-password-1')).statusCode).toBe(401);

    const res = await signIn(t, email, 'correct horse 1');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'email_not_verified',
      message:
        'This e-mail address is not confirmed yet. We have just e-mailed a new confirmation link to it: open that link to sign in.',
    });
    expect(await openConfirmationLink(t.app, email, 2)).toBeTruthy();
    expect(mail.mailsTo(email).filter((m) => CONFIRM.test(m.subject))).toHaveLength(2);
  });

  it('mails a fresh link, not a warning, when an unconfirmed address signs up again', async () => {
    const email = newEmail();
    await signUpRequest(t, email);
    await signUpRequest(t, email);
    expect(await openConfirmationLink(t.app, email, 2)).toBeTruthy();
    expect(mail.mailsTo(email).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(SOMEONE_TRIED),
    );
  });

  it('answers before the mail server does, for a new and a taken e-mail alike', async () => {
    const owner = await signUp(t.app);
    mail.setDelay(3_000);
    try {
      for (const email of [newEmail(), owner.email]) {
        const started = Date.now();
        expect((await signUpRequest(t, email)).statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(2_500);
      }
    } finally {
      mail.setDelay(0);
    }
  });

  it('offers no endpoint that mails links to any address on request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: newEmail() },
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells the web app that links are e-mailed', async () => {
    const res = await t.app.inject('/api/auth/providers');
    expect(res.json().email_confirmation).toBe('mail');
  });
});

describe('without a mail server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      // No SMTP fake: the mailer writes account e-mails to the log.
      env: { SEED_AGENTS: 'false', SMTP_URL: '', LOG_LEVEL: 'info' },
      deps: { logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  it('writes the link to the log, and says so', async () => {
    const email = newEmail();
    expect((await signUpRequest(t, email)).statusCode).toBe(200);
    await expect.poll(() => lines.some((line) => line.includes(email))).toBe(true);
    const logged = JSON.parse(lines.find((line) => line.includes(email)) ?? '{}');
    expect(logged.mail.text).toContain('/verify-email#token=');

    const res = await signIn(t, email, 'correct horse 1');
    expect(res.json().error.message).toBe(
      "This e-mail address is not confirmed yet. This server sends no e-mail, so a new confirmation link has been written to the server's log: open that link to sign in.",
    );
    expect((await t.app.inject('/api/auth/providers')).json().email_confirmation).toBe('log');
  });
});

describe('with REQUIRE_EMAIL_VERIFICATION=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false', REQUIRE_EMAIL_VERIFICATION: 'false' } });
  });
  afterAll(() => t.close());

  it('signs in at sign-up, mails nothing, and tells a taken e-mail apart (as the README warns)', async () => {
    const email = newEmail();
    const res = await signUpRequest(t, email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-auth-token']).toBeTruthy();
    const taken = await signUpRequest(t, email);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.code).toBe('user_already_exists_use_another_email');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail?.mailsTo(email)).toEqual([]);
    expect((await t.app.inject('/api/auth/providers')).json().email_confirmation).toBe('off');
  });
});
