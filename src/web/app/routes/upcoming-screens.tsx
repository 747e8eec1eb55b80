import { ComingSoonPage } from './coming-soon-page';

export const CreateAgentScreen = () => (
  <ComingSoonPage title="Create Agent" what="Building your own coach" />
);
export const EditAgentScreen = () => <ComingSoonPage title="Edit Agent" what="Editing agents" />;
export const BillingScreen = () => <ComingSoonPage title="Billing" what="Plans and billing" />;
export const InvoicesScreen = () => <ComingSoonPage title="Invoices" what="Invoices" />;
export const CoreFrameworkScreen = () => (
  <ComingSoonPage title="Business Setup Wizard" what="The guided business-setup wizard" />
);
export const CommunityScreen = () => (
  <ComingSoonPage title="Community" what="The founders' community" />
);
