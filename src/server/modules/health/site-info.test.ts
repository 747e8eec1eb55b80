import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

const siteInfo = async (env: Record<string, string>) => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', ...env } });
  const res = await t.app.inject('/api/site-info');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/site-info', () => {
  it("serves the operator's support address and the Service Agreement's law and arbitration body", async () => {
    expect(
      await siteInfo({
        CONTACT_INBOX: 'Startup Support <help@startup.example.com>',
        LEGAL_JURISDICTION: 'Ireland',
        LEGAL_ARBITRATION_BODY: 'the Dublin International Arbitration Centre',
      }),
    ).toEqual({
      support_email: 'help@startup.example.com',
      legal: {
        jurisdiction: 'Ireland',
        arbitration_body: 'the Dublin International Arbitration Centre',
      },
      first_account_becomes_operator: true,
    });
  });

  it('shows no address that reaches nobody, and names no law the operator has not set', async () => {
    expect(await siteInfo({ CONTACT_INBOX: 'support@coachforge.local' })).toEqual({
      support_email: null,
      legal: { jurisdiction: null, arbitration_body: null },
      first_account_becomes_operator: true,
    });
  });
});
