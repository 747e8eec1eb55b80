import ProfilePage from '../../features/profile/profile-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';

export default function ProfileRoute() {
  const { status, user } = useAuth();
  if (status === 'loading') {
    return (
      <PageContainer>
        <StatusMessage>Loading your account…</StatusMessage>
      </PageContainer>
    );
  }
  return <ProfilePage account={user} />;
}
