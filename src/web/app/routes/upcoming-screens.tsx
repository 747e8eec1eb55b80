import { ComingSoonPage } from './coming-soon-page';

export const CommunityScreen = () => (
  <ComingSoonPage title="Community" what="The founders' community" />
);
