import { useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAgentSummary } from '../api/get-agent-summary';
import { ChatHeader } from './chat-header';
import { VISITOR } from '../lib/session-id';
import { ChatScreen } from './chat-screen';

/**
 * /agents/{id}/run: the agent's chat screen. `viewer` is the signed-in person's id, null for
 * a visitor, undefined while the saved sign-in is still being read.
 */
export default function ChatPage({ viewer }: { viewer: string | null | undefined }) {
  const { id = '' } = useParams();
  const agent = useAgentSummary(id);
  return (
    <PageContainer>
      {agent.isSuccess && viewer !== undefined ? (
        // A new viewer (signed in or out) gets its own sessions: a fresh screen.
        <ChatScreen key={`${id}:${viewer ?? VISITOR}`} agent={agent.data} viewer={viewer} />
      ) : (
        <>
          <ChatHeader name="Coach" />
          {agent.isPending || agent.isSuccess ? (
            <StatusMessage>Loading agent…</StatusMessage>
          ) : (
            <StatusMessage tone="error">Error loading agent: {agent.error.message}</StatusMessage>
          )}
        </>
      )}
    </PageContainer>
  );
}
