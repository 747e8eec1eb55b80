import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '../../db/auth-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let person: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  person = await signUp(t.app);
});
afterAll(() => t.close());

const updateUser = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: bearer(person.sessionToken),
    payload,
  });
const stored = async () =>
  (await t.database.db.select().from(user).where(eq(user.id, person.userId)))[0];

const IMAGE_REFUSAL = {
  code: 'invalid_image',
  message:
    'The picture must be a web address starting with https:// or http://, of at most 2048 characters.',
};

it.each([
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/relative.png',
  'https://user:pass@example.com/x.png',
  `https://example.com/${'a'.repeat(2048)}`,
])(
  'refuses the picture %#: %.40s, with 400 in the error shape and stores nothing',
  async (image) => {
    const res = await updateUser({ image });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(IMAGE_REFUSAL);
    expect((await stored())?.image).toBeNull();
  },
);

it('refuses a picture that is not text', async () => {
  const res = await updateUser({ image: { href: 'https://example.com' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('invalid_image');
});

it('stores an https picture, and clears it with null', async () => {
  expect((await updateUser({ image: 'https://cdn.example.com/me.png' })).statusCode).toBe(200);
  expect((await stored())?.image).toBe('https://cdn.example.com/me.png');
  expect((await updateUser({ image: null })).statusCode).toBe(200);
  expect((await stored())?.image).toBeNull();
});

it.each([['x'.repeat(121)], ['Ada\nLovelace'], ['Ada\u0007'], [42], [['Ada']]])(
  'refuses the name %#: %.30j, with 400 and a sentence',
  async (name) => {
    const res = await updateUser({ name });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_name',
      message:
        'The name must be text of at most 120 characters, without line breaks or control characters.',
    });
  },
);

it('keeps a plain name of up to 120 characters', async () => {
  expect((await updateUser({ name: 'Ada Lovelace' })).statusCode).toBe(200);
  expect((await stored())?.name).toBe('Ada Lovelace');
  expect((await updateUser({ name: 'é'.repeat(120) })).statusCode).toBe(200);
});

it('refuses the same on sign-up', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      email: `image-${Date.now()}@example.com`,
      password: 'correct horse 1',
      name: '',
      image: 'javascript:alert(1)',
    },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toEqual(IMAGE_REFUSAL);
});
