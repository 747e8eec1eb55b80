import InboxPage from '../../features/inbox/components/inbox-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

/** /inbox is an owner's own: visitors are asked to sign in, as on the other account pages. */
export default function InboxRoute() {
  const { status, user } = useAuth();
  if (status === 'loading' || !user) {
    return (
      <PageContainer>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Inbox</h1>
        <div className="mt-6">
          {status === 'loading' ? (
            <StatusMessage>Loading your account…</StatusMessage>
          ) : (
            <StatusMessage>
              <p>Please sign in to see the conversations with your agents.</p>
              <SignInButton />
            </StatusMessage>
          )}
        </div>
      </PageContainer>
    );
  }
  // A different person starts from their own inbox, never the previous one's.
  return <InboxPage key={user.id} />;
}
