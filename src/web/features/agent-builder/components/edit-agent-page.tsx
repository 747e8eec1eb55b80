import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isAgentId } from '../../../../shared/schemas/agent';
import { AgentUnavailable, meansAgentUnavailable } from '../../../components/agent-unavailable';
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

/**
 * /agents/{id}/edit: the owner's agent in the builder. Anyone else's, a seeded coach, an
 * unknown or a malformed id all read the same: not available to you.
 */
export default function EditAgentPage({
  signedIn,
  signIn,
}: {
  signedIn: boolean;
  /** For visitors: the way to sign in, offered under the request to. */
  signIn?: ReactNode;
}) {
  const { id = '' } = useParams();
  const wellFormed = isAgentId(id);
  const agent = useBuilderAgent(id, signedIn && wellFormed);
  let body;
  if (!wellFormed) body = <AgentUnavailable />;
  else if (!signedIn) {
    body = (
      <StatusMessage>
        <p>Please sign in to edit this agent.</p>
        {signIn}
      </StatusMessage>
    );
  } else if (!agent.isFetchedAfterMount) body = <StatusMessage>Loading agent…</StatusMessage>;
  else if (agent.data && canEditAgent(agent.data)) {
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
  } else if (agent.data || meansAgentUnavailable(agent.error)) body = <AgentUnavailable />;
  // Once shown, a failed background refresh keeps the agent (and unsaved edits) on screen.
  else body = <LoadFailed />;
  return (
    <PageContainer>
      <BuilderPageHeader editing />
      {body}
    </PageContainer>
  );
}
