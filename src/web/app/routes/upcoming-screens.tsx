import { ComingSoonPage } from './coming-soon-page';

export const BillingScreen = () => <ComingSoonPage title="Billing" what="Plans and billing" />;
export const InvoicesScreen = () => <ComingSoonPage title="Invoices" what="Invoices" />;
export const CoreFrameworkScreen = () => (
  <ComingSoonPage title="Business Setup Wizard" what="The guided business-setup wizard" />
);
export const CommunityScreen = () => (
  <ComingSoonPage title="Community" what="The founders' community" />
);
