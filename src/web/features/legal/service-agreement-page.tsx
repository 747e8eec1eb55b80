import { useSiteInfo } from '../../lib/site-info';
import { LegalDocument } from './legal-document';
import { LEGAL_EFFECTIVE_DATE, LEGAL_LAST_UPDATED } from './legal-section';
import { serviceAgreementSections } from './service-agreement-sections';

/** The Terms of Service, titled "Service Agreement". */
export default function ServiceAgreementPage() {
  const site = useSiteInfo();
  return (
    <LegalDocument
      title="Service Agreement"
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={[
        'Please read this agreement carefully. It explains the rules for using CoachForge, what you can expect from us and what we expect from you.',
      ]}
      sections={serviceAgreementSections(site)}
    />
  );
}
