import { useParams } from 'react-router';
import { isAgentId } from '../../../../shared/schemas/agent';
import { AgentUnavailable, meansAgentUnavailable } from '../../../components/agent-unavailable';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAgent } from '../api/get-agent';
import { ChatHeader } from './chat-header';
import { ChatScreen, type SignInOffer } from './chat-screen';

/**
 * /agents/{id}/run: the agent's chat screen. `viewer` is the signed-in person's id or
 * VISITOR, undefined while the saved sign-in is still being read.
 */
export default function ChatPage({
  viewer,
  signIn,
}: {
  viewer: string | undefined;
  signIn?: SignInOffer;
}) {
  const { id = '' } = useParams();
  const agent = useAgent(id);
  if (!isAgentId(id) || meansAgentUnavailable(agent.error)) {
    return (
      <PageContainer>
        <AgentUnavailable />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {agent.isSuccess && viewer !== undefined ? (
        // A new viewer (signed in or out) gets its own sessions: a fresh screen.
        <ChatScreen key={`${id}:${viewer}`} agent={agent.data} viewer={viewer} signIn={signIn} />
      ) : (
        <>
          <ChatHeader name="Coach" />
          {agent.isError ? (
            <StatusMessage tone="error">Error loading agent: {agent.error.message}</StatusMessage>
          ) : (
            <StatusMessage>Loading agent…</StatusMessage>
          )}
        </>
      )}
    </PageContainer>
  );
}
