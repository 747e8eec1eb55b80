import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useBuilderAgent } from '../api/get-agent';
import { fromAgent } from '../lib/agent-form-values';
import { canEditAgent, MESSAGES } from '../lib/save-messages';
import { AgentBuilder } from './agent-builder';
import { AgentInfoBox } from './agent-info-box';
import { BuilderPageHeader } from './builder-page-header';

function LoadFailed() {
  return (
    <StatusMessage tone="error">
      <p>{MESSAGES.loadFailed}</p>
      <ButtonLink to="/agents" variant="secondary" size="sm" className="mt-3">
        <ArrowLeft aria-hidden className="size-4" /> Back to Agents
      </ButtonLink>
    </StatusMessage>
  );
}

/** /agents/{id}/edit: the owner's agent in the builder; anyone else's cannot be opened. */
export default function EditAgentPage({ signedIn }: { signedIn: boolean }) {
  const { id = '' } = useParams();
  const agent = useBuilderAgent(id, signedIn);
  let body;
  if (!signedIn) body = <StatusMessage>Please sign in to edit this agent.</StatusMessage>;
  else if (!agent.isFetchedAfterMount) body = <StatusMessage>Loading agent…</StatusMessage>;
  else if (!agent.data || !canEditAgent(agent.data)) {
    // Once shown, a failed background refresh keeps the agent (and unsaved edits) on screen.
    body = <LoadFailed />;
  } else {
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <AgentBuilder
          key={agent.data.id}
          agentId={agent.data.id}
          initial={fromAgent(agent.data)}
          configured={agent.data.configured_tools ?? []}
        />
        <aside className="lg:order-last">
          <AgentInfoBox agent={agent.data} />
        </aside>
      </div>
    );
  }
  return (
    <PageContainer>
      <BuilderPageHeader editing />
      {body}
    </PageContainer>
  );
}
