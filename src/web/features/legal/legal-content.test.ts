import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../shared/schemas/site-info';
import { contentProblems } from '../../lib/content-problems';
import { NO_SITE_INFO } from '../../lib/site-info';
import { privacyPolicySections } from './privacy-policy-sections';
import { serviceAgreementSections } from './service-agreement-sections';

const SET: SiteInfo = {
  support_email: 'help@startup.com',
  legal: {
    jurisdiction: 'Ireland',
    arbitration_body: 'the Dublin International Arbitration Centre',
  },
  first_account_becomes_operator: false,
};
const textOf = (sections: ReturnType<typeof serviceAgreementSections>) =>
  sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');

describe('the legal pages', () => {
  for (const [name, site] of [
    ['as the operator set them', SET],
    ['with nothing set', NO_SITE_INFO],
  ] as const) {
    it(`have no placeholder or address that reaches nobody, ${name}`, () => {
      expect(contentProblems(textOf(serviceAgreementSections(site)))).toEqual([]);
      expect(contentProblems(textOf(privacyPolicySections(site)))).toEqual([]);
    });
  }

  it("name the operator's law, arbitration body and support address", () => {
    const agreement = textOf(serviceAgreementSections(SET));
    expect(agreement).toContain('This agreement is governed by the laws of Ireland,');
    expect(agreement).toContain(
      'binding arbitration administered by the Dublin International Arbitration Centre',
    );
    expect(agreement).toContain('Write to help@startup.com');
    expect(textOf(privacyPolicySections(SET))).toContain('write to help@startup.com');
  });

  it('send disputes to the courts and people to the contact form when nothing is set', () => {
    const agreement = textOf(serviceAgreementSections(NO_SITE_INFO));
    expect(agreement).toContain('the laws of the country where CoachForge is established');
    expect(agreement).toContain('will be decided by its competent courts.');
    expect(agreement).not.toContain('arbitration');
    expect(agreement).toContain('Use the contact form on our Contact page.');
  });
});
