import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCookieBrowser } from '../../test/cookie-browser';
import { OIDC_TEST_CLIENT, startOidcProvider } from '../../test/oidc-provider-fake';
import { freePort } from '../../test/server-process';

let t: TestApp;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let appUrl: string;

beforeAll(async () => {
  const [appPort, oidcPort] = [await freePort(), await freePort()];
  appUrl = `http://127.0.0.1:${appPort}`;
  oidc = await startOidcProvider({
    port: oidcPort,
    redirectUri: `${appUrl}/api/auth/callback/oidc`,
  });
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
      OIDC_PROVIDER_NAME: 'Acme SSO',
    },
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** Submits the provider's development login (any name) and its consent screen. */
async function completeProviderLogin(
  browser: ReturnType<typeof createCookieBrowser>,
  start: string,
) {
  let page = await browser.follow(start);
  for (let step = 0; step < 4 && page.url.includes('/interaction/'); step++) {
    const html = await page.response.text();
    const action = /<form[^>]+action="([^"]+)"/.exec(html)?.[1] ?? '';
    const isLogin = html.includes('name="login"');
    const body = new URLSearchParams(isLogin ? { login: 'alice', password: 'any' } : {});
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
    for (const [, name, value] of hidden) body.set(name!, value!);
    page = await browser.follow(new URL(action, page.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
  return page;
}

it('lists the configured provider and the origins allowed to use it', async () => {
  const res = await t.app.inject('/api/auth/providers');
  expect(res.json()).toEqual({
    providers: [{ id: 'oidc', name: 'Acme SSO' }],
    // A loopback PUBLIC_URL is reached by every loopback name on its port.
    trusted_origins: [
      appUrl.replace('127.0.0.1', 'localhost'),
      appUrl,
      appUrl.replace('127.0.0.1', '[::1]'),
    ],
    auth_origin: appUrl,
    email_confirmation: 'mail',
    account_mail: 'mail',
  });
});

it('signs in through the OpenID provider with PKCE and hands the session to the opener page', async () => {
  const browser = createCookieBrowser();
  const start = `${appUrl}/api/auth/oauth-popup/start?${new URLSearchParams({
    provider: 'oidc',
    popupOrigin: appUrl,
    popupNonce: 'nonce-123',
  })}`;
  const authorize = await browser.request(start);
  const providerUrl = new URL(authorize.headers.get('location') ?? '');
  expect(providerUrl.origin).toBe(oidc.issuer);
  expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');

  const done = await completeProviderLogin(browser, providerUrl.toString());
  expect(done.url.startsWith(`${appUrl}/api/auth/callback/oidc`)).toBe(true);
  const html = await done.response.text();
  const payload = JSON.parse(
    /<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  );
  expect(payload).toMatchObject({
    type: 'better-auth:oauth-popup',
    nonce: 'nonce-123',
    targetOrigin: appUrl,
  });
  expect(done.response.headers.get('content-security-policy')).toContain("default-src 'none'");

  const token = await t.app.inject({
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${payload.token}` },
  });
  const profile = await t.app.inject({
    url: '/api/profile',
    headers: { authorization: `Bearer ${token.json().token}` },
  });
  // The install's first account, made through the provider: it runs the server, as by e-mail.
  expect(profile.json()).toMatchObject({
    email: 'alice@oidc.test',
    name: 'Alice Oidc',
    operator: true,
  });
});

it('refuses to start a popup for a page on an untrusted origin', async () => {
  const res = await t.app.inject(
    `/api/auth/oauth-popup/start?provider=oidc&popupOrigin=${encodeURIComponent('https://evil.example')}`,
  );
  expect(res.statusCode).toBe(403);
  expect(res.json().error.code).toBe('invalid_origin');
});
