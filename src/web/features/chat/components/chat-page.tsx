import { useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAgentSummary } from '../api/get-agent-summary';
import { ChatHeader } from './chat-header';
import { ChatScreen } from './chat-screen';

/** /agents/{id}/run: the agent's chat screen. */
export default function ChatPage() {
  const { id = '' } = useParams();
  const agent = useAgentSummary(id);
  return (
    <PageContainer>
      {agent.isSuccess ? (
        <ChatScreen key={id} agent={agent.data} />
      ) : (
        <>
          <ChatHeader name="Coach" />
          {agent.isPending ? (
            <StatusMessage>Loading agent…</StatusMessage>
          ) : (
            <StatusMessage tone="error">Error loading agent: {agent.error.message}</StatusMessage>
          )}
        </>
      )}
    </PageContainer>
  );
}
