import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAgents } from '../api/list-agents';
import { AgentCard } from './agent-card';

/** The catalogue at / and /agents. */
export default function AgentListPage() {
  const agents = useAgents();
  return (
    <PageContainer>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">AI coaches for founders</h1>
        <p className="mt-1 text-slate-700">
          Pick a coach and talk it through by text or voice: fundraising, go-to-market, pricing,
          hiring and more.
        </p>
      </div>
      {agents.isPending ? (
        <StatusMessage>Loading agents…</StatusMessage>
      ) : agents.isError ? (
        <StatusMessage tone="error">Error: {agents.error.message}</StatusMessage>
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
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
