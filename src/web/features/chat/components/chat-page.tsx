import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { ButtonLink } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAgentSummary } from '../api/get-agent-summary';

/** /agents/{id}/run: the agent's chat screen. */
export default function ChatPage() {
  const { id = '' } = useParams();
  const agent = useAgentSummary(id);
  return (
    <PageContainer>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm text-slate-600">{PRODUCT_NAME}</p>
          <h1 className="text-xl font-semibold">{agent.data?.name ?? 'Coach'}</h1>
        </div>
        <ButtonLink to="/agents" variant="secondary" size="sm">
          <ArrowLeft aria-hidden className="size-4" /> Back to Agents
        </ButtonLink>
      </header>
      {agent.isPending ? (
        <StatusMessage>Loading agent…</StatusMessage>
      ) : agent.isError ? (
        <StatusMessage tone="error">Error loading agent: {agent.error.message}</StatusMessage>
      ) : (
        <section
          aria-labelledby="welcome-heading"
          className="rounded-xl bg-white p-6 text-center shadow-sm"
        >
          <div aria-hidden className="text-4xl">
            {agent.data.icon ?? '🤖'}
          </div>
          <h2 id="welcome-heading" className="mt-2 text-lg font-semibold">
            Welcome! I&apos;m {agent.data.name}.
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-slate-700">{agent.data.description}</p>
          <p className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Conversations with coaches open in the next release of {PRODUCT_NAME}. Until then you
            can read about this coach here.
          </p>
        </section>
      )}
    </PageContainer>
  );
}
