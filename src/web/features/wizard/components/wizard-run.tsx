import { useEffect, useRef, useState } from 'react';
import type { WizardDefinition, WizardSession } from '../../../../shared/schemas/wizard';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorSentence } from '../../../lib/error-sentence';
import { useClaimRun, useRun, useSetProgress } from '../api/wizard-runs';
import { nextStepId, openingStepId } from '../lib/step-navigation';
import { useWizardChat } from './use-wizard-chat';
import { WizardResult } from './wizard-result';
import { WizardReview } from './wizard-review';
import { WizardSteps } from './wizard-steps';

/** `fromReview`: opened by Edit on the review, where Submit returns. */
type Screen =
  | { name: 'steps'; stepId: string; fromReview?: boolean }
  | { name: 'review' }
  | { name: 'result'; write: boolean };

const firstScreen = (wizard: WizardDefinition, run: WizardSession): Screen =>
  run.plan
    ? { name: 'result', write: false }
    : { name: 'steps', stepId: openingStepId(wizard, run) };

/** A visitor who signs in mid-run keeps it: it becomes theirs once, quietly. */
function useClaimOnSignIn(run: WizardSession | undefined, signedIn: boolean) {
  const claim = useClaimRun();
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!run || run.owned || !signedIn || tried.current === run.id) return;
    tried.current = run.id;
    claim.mutate(run.id);
  }, [run, signedIn, claim]);
}

function RunScreens(props: {
  wizard: WizardDefinition;
  run: WizardSession;
  coachName: string;
  onStartNew(): void;
}) {
  const { wizard, run } = props;
  const [screen, setScreen] = useState<Screen>(() => firstScreen(wizard, run));
  const progress = useSetProgress(run.id);
  // Held here, not in the steps screen: the advisor's reaction to the last answer keeps
  // streaming while the review is open.
  const chat = useWizardChat(run);
  const openStep = (stepId: string, fromReview = false) => {
    setScreen({ name: 'steps', stepId, fromReview });
    progress.mutate(stepId);
  };
  if (screen.name === 'review') {
    return (
      <WizardReview
        wizard={wizard}
        run={run}
        onEdit={(stepId) => openStep(stepId, true)}
        onBack={() => setScreen({ name: 'steps', stepId: openingStepId(wizard, run) })}
        onGenerate={() => setScreen({ name: 'result', write: true })}
      />
    );
  }
  if (screen.name === 'result') {
    return (
      <WizardResult
        wizard={wizard}
        run={run}
        writeOnOpen={screen.write}
        onBack={() => setScreen({ name: 'review' })}
        onStartNew={props.onStartNew}
      />
    );
  }
  return (
    <WizardSteps
      wizard={wizard}
      run={run}
      stepId={screen.stepId}
      coachName={props.coachName}
      chat={chat}
      onSelectStep={(stepId) => openStep(stepId)}
      onAnswered={(stepId) => {
        const next = nextStepId(wizard, stepId);
        if (screen.fromReview) setScreen({ name: 'review' });
        else if (next) openStep(next);
        else setScreen({ name: 'review' });
      }}
      onReview={() => setScreen({ name: 'review' })}
    />
  );
}

/** One run, loaded from the server: resumed where it was, or a clear word when it is gone. */
export function WizardRun({
  wizard,
  runId,
  signedIn,
  coachName,
  onStartNew,
}: {
  wizard: WizardDefinition;
  runId: string;
  signedIn: boolean;
  coachName: string;
  onStartNew(): void;
}) {
  const run = useRun(runId);
  useClaimOnSignIn(run.data, signedIn);
  if (run.isPending) return <StatusMessage>Loading your answers…</StatusMessage>;
  if (run.isError) {
    return (
      <StatusMessage tone="error">
        <p>
          {errorSentence(
            run.error,
            'Your answers could not be loaded just now. Reload the page to try again.',
          )}
        </p>
        <Button className="mt-3" onClick={onStartNew}>
          Start again
        </Button>
      </StatusMessage>
    );
  }
  return (
    <RunScreens wizard={wizard} run={run.data} coachName={coachName} onStartNew={onStartNew} />
  );
}
