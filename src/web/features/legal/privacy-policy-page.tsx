import { useSiteInfo } from '../../lib/site-info';
import { LegalDocument } from './legal-document';
import { LEGAL_EFFECTIVE_DATE, LEGAL_LAST_UPDATED } from './legal-section';
import { privacyPolicySections } from './privacy-policy-sections';

/** How CoachForge collects, uses and protects personal information. */
export default function PrivacyPolicyPage() {
  const site = useSiteInfo();
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={[
        'This policy explains what personal information CoachForge ("we", "us") collects when you use our website, coaching agents, agent builder, embeddable widget and API, why we collect it, and the choices you have. CoachForge is the controller of this information, except for conversations with agents that other customers build and publish, where that customer decides how the conversation is used.',
      ]}
      sections={privacyPolicySections(site)}
    />
  );
}
