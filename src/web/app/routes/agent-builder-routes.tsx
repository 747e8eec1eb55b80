import CreateAgentPage from '../../features/agent-builder/components/create-agent-page';
import EditAgentPage from '../../features/agent-builder/components/edit-agent-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

/** Waits for the saved session; a different person always starts from a fresh form. */
function useBuilderAccount() {
  const { status, user } = useAuth();
  return { loading: status === 'loading', signedIn: status === 'signed-in', key: user?.id };
}

const Loading = () => (
  <PageContainer>
    <StatusMessage>Loading your account…</StatusMessage>
  </PageContainer>
);

export function CreateAgentRoute() {
  const account = useBuilderAccount();
  if (account.loading) return <Loading />;
  return (
    <CreateAgentPage key={account.key} signedIn={account.signedIn} signIn={<SignInButton />} />
  );
}

export function EditAgentRoute() {
  const account = useBuilderAccount();
  if (account.loading) return <Loading />;
  return <EditAgentPage key={account.key} signedIn={account.signedIn} signIn={<SignInButton />} />;
}
