import { useState, type ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { createDefaults } from '../lib/agent-form-values';
import { AgentBuilder } from './agent-builder';
import { AgentLimitNotice } from './agent-limit-notice';
import { BuilderPageHeader } from './builder-page-header';

/** /agents/create: a new agent for the signed-in person (spec 02 §2). */
export default function CreateAgentPage({
  signedIn,
  signIn,
}: {
  signedIn: boolean;
  /** For visitors: the way to sign in, offered under the request to. */
  signIn?: ReactNode;
}) {
  const [initial] = useState(createDefaults);
  return (
    <PageContainer>
      <BuilderPageHeader editing={false} />
      {signedIn ? (
        <>
          <AgentLimitNotice />
          <AgentBuilder agentId={null} initial={initial} configured={[]} />
        </>
      ) : (
        <StatusMessage>
          <p>Please sign in to create an agent.</p>
          {signIn}
        </StatusMessage>
      )}
    </PageContainer>
  );
}
