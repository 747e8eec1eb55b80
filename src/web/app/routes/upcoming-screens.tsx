import { ComingSoonPage } from './coming-soon-page';

export const CoreFrameworkScreen = () => (
  <ComingSoonPage title="Business Setup Wizard" what="The guided business-setup wizard" />
);
export const CommunityScreen = () => (
  <ComingSoonPage title="Community" what="The founders' community" />
);
