import AgentListPage from '../../features/agents/components/agent-list-page';
import { useAuth } from '../auth/use-auth';

/** The catalogue, told whether someone is signed in (Clone is for signed-in people). */
export default function AgentListRoute() {
  const { status } = useAuth();
  return <AgentListPage signedIn={status === 'signed-in'} />;
}
