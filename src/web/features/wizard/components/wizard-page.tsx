import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusMessage } from '../../../components/ui/status-message';
import { apiRequest } from '../../../lib/api-client';
import { errorSentence } from '../../../lib/error-sentence';
import { BUSINESS_SETUP_WIZARD, useWizard } from '../api/wizard-definition';
import { forgetRunId, saveRunId, savedRunId } from '../lib/run-storage';
import { WizardIntro } from './wizard-intro';
import { WizardRun } from './wizard-run';

/** The coach's name for the chat pane's heading ("Ask the Business Setup Advisor"). */
function useCoachName(agentId: string | undefined) {
  const agent = useQuery({
    queryKey: ['wizard', 'coach', agentId],
    queryFn: ({ signal }) => apiRequest<{ name: string }>(`/agents/${agentId}`, { signal }),
    enabled: agentId !== undefined,
    staleTime: 10 * 60_000,
  });
  return agent.data?.name ?? 'advisor';
}

/**
 * /core-framework: the intro, then a run kept in the address (?run=) and in the tab, so a
 * reload resumes it and Start New Wizard leaves it behind.
 */
export default function WizardPage({ signedIn }: { signedIn: boolean }) {
  const wizard = useWizard(BUSINESS_SETUP_WIZARD);
  const coachName = useCoachName(wizard.data?.agent_id);
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const openRun = (id: string) => {
    saveRunId(id);
    setParams({ run: id });
  };
  const startNew = () => {
    forgetRunId();
    setParams({});
  };
  return (
    <PageContainer>
      {wizard.isPending ? (
        <StatusMessage>Loading the wizard…</StatusMessage>
      ) : wizard.isError ? (
        <StatusMessage tone="error">
          {errorSentence(
            wizard.error,
            'The wizard could not be loaded just now. Reload to try again.',
          )}
        </StatusMessage>
      ) : runId ? (
        <WizardRun
          key={runId}
          wizard={wizard.data}
          runId={runId}
          signedIn={signedIn}
          coachName={coachName}
          onStartNew={startNew}
        />
      ) : (
        <WizardIntro
          wizard={wizard.data}
          signedIn={signedIn}
          savedRunId={savedRunId()}
          onOpenRun={openRun}
        />
      )}
    </PageContainer>
  );
}
