import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardPlan, WizardSession } from '../../../../shared/schemas/wizard';
import { errorSentence } from '../../../lib/error-sentence';
import { runKey } from '../api/wizard-runs';
import { readEventStream } from '../lib/read-event-stream';

/** Spec 02 §8: what the result screen says when the plan could not be written. */
export const PLAN_ERROR = 'Error generating final recommendations. Please try again.';

type Writing =
  | { status: 'idle' }
  | { status: 'writing'; text: string }
  /** `reason`: the server's sentence for a refusal, empty for a fault. */
  | { status: 'failed'; reason: string; error: unknown };

/** Writes the run's plan as a stream; the finished plan goes into the run as the server stored it. */
export function usePlanWriter(runId: string) {
  const client = useQueryClient();
  const [writing, setWriting] = useState<Writing>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const write = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let text = '';
    setWriting({ status: 'writing', text });
    try {
      const plan = await readEventStream(
        `/wizard-sessions/${runId}/plan/stream`,
        {},
        controller.signal,
        {
          onDelta: (piece) => setWriting({ status: 'writing', text: (text += piece) }),
          readDone: (data) => data.plan as WizardPlan,
        },
      );
      client.setQueryData<WizardSession>(runKey(runId), (run) => run && { ...run, plan });
      setWriting({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setWriting({ status: 'failed', reason: errorSentence(error, ''), error });
    }
  }, [client, runId]);

  return { writing, write };
}
