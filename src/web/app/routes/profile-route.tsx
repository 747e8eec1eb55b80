import { useQueryClient } from '@tanstack/react-query';
import ProfilePage from '../../features/profile/profile-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

export default function ProfileRoute() {
  const { status, user, renameUser } = useAuth();
  const queryClient = useQueryClient();
  if (status === 'loading') {
    return (
      <PageContainer>
        <StatusMessage>Loading your account…</StatusMessage>
      </PageContainer>
    );
  }
  return (
    <ProfilePage
      account={user}
      signIn={<SignInButton />}
      onSaved={(profile) => {
        if (!user) return;
        // The header greets them by the new name, and their cards say who made them.
        void renameUser(user.id, profile.name);
        void queryClient.invalidateQueries({ queryKey: ['agents'] });
      }}
    />
  );
}
