import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import ProfilePage from '../../features/profile/profile-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

export default function ProfileRoute() {
  const { status, user, renameUser, logOut } = useAuth();
  const queryClient = useQueryClient();
  const [closedNotice, setClosedNotice] = useState<string>();
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
      closedNotice={closedNotice}
      onClosed={(closed) => {
        setClosedNotice(closed.message);
        // The server already ended every session; this forgets the local one.
        void logOut();
      }}
      onSaved={(profile) => {
        if (!user) return;
        // The header greets them by the new name, and their cards say who made them.
        void renameUser(user.id, profile.name);
        void queryClient.invalidateQueries({ queryKey: ['agents'] });
      }}
    />
  );
}
