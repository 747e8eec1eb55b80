import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { missingFeatureNotices } from './feature-notices';

const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's' };

it('tells the operator which features are off and which variable turns each on', () => {
  expect(missingFeatureNotices(loadConfig({}))).toEqual([
    expect.stringMatching(/^Google Calendar tool and Google sign-in are off: GOOGLE_CLIENT_ID/),
    expect.stringMatching(
      /^Contact requests and sign-up confirmation links are written to this log, not mailed: SMTP_URL/,
    ),
  ]);
  expect(
    missingFeatureNotices(loadConfig({ ...google, REQUIRE_EMAIL_VERIFICATION: 'false' })),
  ).toEqual([
    expect.stringMatching(/^Contact requests are written to this log, not mailed: SMTP_URL/),
  ]);
  const withoutSecret = { ...google, GOOGLE_CLIENT_SECRET: '', SMTP_URL: 'smtp://mail:25' };
  expect(missingFeatureNotices(loadConfig(withoutSecret))).toEqual([
    expect.stringMatching(/last one hour .*GOOGLE_CLIENT_SECRET is not set/),
  ]);
});

it('says nothing when everything is set', () => {
  expect(missingFeatureNotices(loadConfig({ ...google, SMTP_URL: 'smtp://mail:25' }))).toEqual([]);
});
