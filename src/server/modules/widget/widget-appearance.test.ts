import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_APPEARANCE } from '../../../shared/schemas/widget-appearance';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { PNG_BYTES } from '../../test/authorization-widget-routes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { setLocalPlan } from '../billing';

const SITE = 'https://shop.example.com';
let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let agentId: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PUBLIC_URL: 'https://coach.example',
      // Moving to a paid plan here issues an invoice, which must name its seller.
      INVOICE_SELLER_NAME: 'CoachForge Lda',
      INVOICE_SELLER_ADDRESS: 'Rua Augusta 1|1100-048 Lisboa',
      INVOICE_SELLER_COUNTRY: 'PT',
      INVOICE_SELLER_VAT: 'PT501964843',
    },
  });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner, { widget_display_name: 'Pricing Help' });
});
afterAll(() => t.close());

const url = (agent = agentId) => `/api/agents/${agent}/widget-appearance`;
const save = (payload: object, who = owner, agent = agentId) =>
  t.app.inject({ method: 'PUT', url: url(agent), headers: bearer(who.accessToken), payload });

const upload = (data: Buffer, type = 'image/png') => {
  const form = multipartBody({}, [{ name: 'face', type, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/agents/${agentId}/widget-avatar`,
    headers: { ...bearer(owner.accessToken), ...form.headers },
    payload: form.payload,
  });
};

async function widgetSession() {
  const key = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
  const session = `w_${randomUUID().replaceAll('-', '')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agentId}`,
    headers: { ...bearer(key.secret_key), origin: SITE },
    payload: { agent_id: agentId, session_id: session },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const branded = {
  ...DEFAULT_WIDGET_APPEARANCE,
  brand_color: '#FACC15',
  launcher: 'pill',
  launcher_label: 'Ask us',
  greeting: 'Hi! Ask me about pricing.',
  suggestions: ['What should I charge?', 'Monthly or yearly?'],
  privacy_url: 'https://shop.example.com/privacy',
  show_powered_by: false,
};

describe('the Widget tab settings', () => {
  it('starts from the defaults and saves what the owner chose, with a readable text colour', async () => {
    const first = await t.app.inject({ url: url(), headers: bearer(owner.accessToken) });
    expect(first.json()).toMatchObject({
      appearance: DEFAULT_WIDGET_APPEARANCE,
      brand_text_color: '#ffffff',
      contrast_ratio: 5.17,
      avatar_url: null,
      powered_by_required: true,
    });
    const res = await save(branded);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appearance: { ...branded, brand_color: '#facc15' },
      brand_text_color: '#000000',
    });
    expect(res.json().contrast_ratio).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    [{ brand_color: 'blue' }, 'The brand colour must look like #2563eb.'],
    [{ launcher: 'pill', launcher_label: ' ' }, 'A pill launcher needs a label, such as "Ask us".'],
    [{ greeting: 'x'.repeat(301) }, 'The greeting can be at most 300 characters.'],
    [{ suggestions: ['a', 'b', 'c', 'd', 'e'] }, 'At most 4 suggested questions.'],
    [{ suggestions: ['x'.repeat(81)] }, 'A suggested question can be at most 80 characters.'],
    [{ offset_x: 201 }, 'The side offset can be at most 200 pixels.'],
    [{ privacy_url: 'javascript:alert(1)' }, 'web address starting with http:// or https://'],
  ])('refuses %j with a sentence', async (change, sentence) => {
    const res = await save({ ...DEFAULT_WIDGET_APPEARANCE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(sentence);
  });

  it("is the owner's alone: a stranger is told the agent does not exist", async () => {
    expect((await save(branded, stranger)).statusCode).toBe(404);
    const read = await t.app.inject({ url: url(), headers: bearer(stranger.accessToken) });
    expect(read.statusCode).toBe(404);
  });
});

describe('the avatar image', () => {
  it('takes a PNG and serves it publicly, long cached and never sniffed', async () => {
    const res = await upload(PNG_BYTES, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const avatarUrl: string = res.json().avatar_url;
    expect(avatarUrl).toMatch(
      new RegExp(`^https://coach.example/api/widget/avatar/${agentId}\\?v=`),
    );
    const image = await t.app.inject({ url: avatarUrl.replace('https://coach.example', '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses what is not PNG, JPEG or WebP whatever its declared type, and what is too large', async () => {
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.message).toBe(
      'The avatar must be a PNG, JPEG or WebP image; this file is none of them.',
    );
    const large = await upload(Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toContain('at most 256 KB');
  });

  it("shows the agent's own icon when no image is chosen, drawn as escaped text", async () => {
    const iconic = await createKeyedAgent(t.app, owner, { icon: '<🦊>' });
    const key = await createApiKey(t.app, owner, iconic, { key_type: 'restricted' });
    const session = `w_${randomUUID().replaceAll('-', '')}`;
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${iconic}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: iconic, session_id: session },
    });
    const avatarUrl: string = opened.json().appearance.avatar_url;
    expect(avatarUrl).toMatch(new RegExp(`/api/widget/avatar/${iconic}\\?icon=`));
    const image = await t.app.inject({ url: avatarUrl.replace('https://coach.example', '') });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('&lt;🦊&gt;');
    expect(image.body).not.toContain('<🦊>');
  });

  it('is removed by DELETE', async () => {
    await upload(PNG_BYTES);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${agentId}/widget-avatar`,
      headers: bearer(owner.accessToken),
    });
    expect(res.json().avatar_url).toBeNull();
    expect((await t.app.inject({ url: `/api/widget/avatar/${agentId}` })).statusCode).toBe(404);
  });
});

describe('what the widget is served', () => {
  it('the launcher reads its look publicly, cached a minute, revalidated by ETag', async () => {
    await save(branded);
    const res = await t.app.inject({ url: `/api/widget/look/${agentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Pricing Help',
      position: 'bottom-right',
      brand_color: '#facc15',
      brand_text_color: '#000000',
      launcher: 'pill',
      launcher_label: 'Ask us',
      theme: 'auto',
      offset_x: 20,
      offset_y: 20,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const again = await t.app.inject({
      url: `/api/widget/look/${agentId}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await t.app.inject({ url: `/api/widget/look/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('a session carries the appearance; Free shows "powered by" whatever the owner chose', async () => {
    await save(branded);
    const session = await widgetSession();
    expect(session).toMatchObject({ handoff_state: 'coach', preview: false });
    expect(session.appearance).toMatchObject({
      brand_color: '#facc15',
      brand_text_color: '#000000',
      launcher_label: 'Ask us',
      greeting: 'Hi! Ask me about pricing.',
      suggestions: ['What should I charge?', 'Monthly or yearly?'],
      privacy_url: 'https://shop.example.com/privacy',
      powered_by: true,
      avatar_url: null,
    });
  });

  it('a paid plan follows the owner\'s choice for "powered by"', async () => {
    await setLocalPlan({
      db: t.app.db,
      config: t.app.config.billing,
      plans: t.app.billing.plans,
      email: owner.email,
      planId: 'pro',
    });
    await save(branded);
    expect((await widgetSession()).appearance.powered_by).toBe(false);
    await setLocalPlan({
      db: t.app.db,
      config: t.app.config.billing,
      plans: t.app.billing.plans,
      email: owner.email,
      planId: 'free',
    });
  });
});
