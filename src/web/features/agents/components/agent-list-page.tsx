import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { ButtonLink } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorSentence } from '../../../lib/error-sentence';
import { useAgents } from '../api/list-agents';
import { AgentCard } from './agent-card';
import { clonable } from '../lib/clonable';

const CloneAgentDialog = lazy(() => import('./clone-agent-dialog'));
const DeleteAgentDialog = lazy(() => import('./delete-agent-dialog'));

type Pending = { action: 'clone' | 'delete'; agent: Agent } | null;

/** The catalogue at / and /agents; signed-in people can clone, owners can delete. */
export default function AgentListPage({ signedIn = false }: { signedIn?: boolean }) {
  const agents = useAgents();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState('');
  const close = () => setPending(null);

  return (
    <PageContainer>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">AI coaches for founders</h1>
        <p className="mt-1 text-slate-700">
          Pick a coach and talk it through by text or voice: fundraising, go-to-market, pricing,
          hiring and more.
        </p>
      </div>
      <p role="status" className="empty:hidden mb-4 rounded-lg bg-green-50 p-3 text-green-800">
        {notice}
      </p>
      {agents.isPending ? (
        <StatusMessage>Loading agents…</StatusMessage>
      ) : agents.isError ? (
        <StatusMessage tone="error">
          {/* Spec 01 §8's 'Error: {message}', with a fault said as ours, not as the server's. */}
          Error: {errorSentence(agents.error, 'The agents could not be loaded. Please try again.')}
        </StatusMessage>
      ) : agents.data.length === 0 ? (
        <StatusMessage>
          <p className="font-medium">No agents found</p>
          <ButtonLink to="/agents/create" className="mt-4">
            <Plus aria-hidden className="size-4" /> Create Your First Agent
          </ButtonLink>
        </StatusMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Agents">
          {agents.data.map((agent) => (
            <li key={agent.id} className="flex">
              <AgentCard
                agent={agent}
                onClone={
                  signedIn && clonable(agent)
                    ? (a) => setPending({ action: 'clone', agent: a })
                    : undefined
                }
                onDelete={(a) => setPending({ action: 'delete', agent: a })}
              />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {pending?.action === 'clone' ? (
          <CloneAgentDialog
            agent={pending.agent}
            onClose={close}
            onCloned={() => {
              close();
              setNotice('Agent cloned successfully!');
            }}
          />
        ) : null}
        {pending?.action === 'delete' ? (
          <DeleteAgentDialog
            agent={pending.agent}
            onClose={close}
            onDeleted={() => {
              close();
              setNotice(`${pending.agent.name} was deleted.`);
            }}
          />
        ) : null}
      </Suspense>
    </PageContainer>
  );
}
