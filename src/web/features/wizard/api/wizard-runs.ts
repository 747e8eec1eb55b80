import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WizardSession, WizardSessionSummary } from '../../../../shared/schemas/wizard';
import type { WizardCurrency } from '../../../../shared/wizard-currency';
import { apiRequest } from '../../../lib/api-client';
import { deviceCurrency } from '../lib/device-currency';

export const runKey = (runId: string) => ['wizard', 'run', runId] as const;
const pastRunsKey = ['wizard', 'runs'] as const;

export const runQuery = (runId: string) =>
  queryOptions({
    queryKey: runKey(runId),
    queryFn: ({ signal }) => apiRequest<WizardSession>(`/wizard-sessions/${runId}`, { signal }),
    // A missing run is an answer, not a hiccup: say so at once.
    retry: false,
  });

export const useRun = (runId: string | null) =>
  useQuery({ ...runQuery(runId ?? ''), enabled: runId !== null });

/** The signed-in founder's runs, latest first. */
export const usePastRuns = (enabled: boolean) =>
  useQuery({
    queryKey: pastRunsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ sessions: WizardSessionSummary[] }>('/wizard-sessions', { signal }),
    enabled,
  });

/** Keeps the run the server answered with, and lets the list of past runs catch up. */
function useStoreRun() {
  const client = useQueryClient();
  return (run: WizardSession) => {
    client.setQueryData(runKey(run.id), run);
    void client.invalidateQueries({ queryKey: pastRunsKey });
  };
}

export function useStartRun(wizardId: string) {
  const store = useStoreRun();
  return useMutation({
    mutationFn: () =>
      apiRequest<WizardSession>(`/wizards/${wizardId}/sessions`, {
        method: 'POST',
        // The server prefers the profile's country; the device's is the next best guess.
        body: { currency: deviceCurrency() },
      }),
    onSuccess: store,
  });
}

export function useSaveAnswer(runId: string) {
  const store = useStoreRun();
  return useMutation({
    mutationFn: ({
      stepId,
      answer,
      currency,
    }: {
      stepId: string;
      answer: string;
      currency?: WizardCurrency;
    }) =>
      apiRequest<WizardSession>(`/wizard-sessions/${runId}/answers/${stepId}`, {
        method: 'PUT',
        body: { answer, currency },
      }),
    onSuccess: store,
  });
}

/** Remembers the open step on the server, so another device resumes there. */
export function useSetProgress(runId: string) {
  return useMutation({
    mutationFn: (stepId: string) =>
      apiRequest<WizardSession>(`/wizard-sessions/${runId}/progress`, {
        method: 'PUT',
        body: { current_step: stepId },
      }),
  });
}

export function useClaimRun() {
  const store = useStoreRun();
  return useMutation({
    mutationFn: (runId: string) =>
      apiRequest<WizardSession>(`/wizard-sessions/${runId}/claim`, { method: 'POST', body: {} }),
    onSuccess: store,
  });
}

export function useDeleteRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      apiRequest<null>(`/wizard-sessions/${runId}`, { method: 'DELETE' }),
    onSuccess: (_, runId) => {
      client.removeQueries({ queryKey: runKey(runId) });
      void client.invalidateQueries({ queryKey: pastRunsKey });
    },
  });
}
