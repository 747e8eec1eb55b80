import { useMutation } from '@tanstack/react-query';
import { apiFetch, readApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The name the server gives the file, from its Content-Disposition. */
const nameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Downloads the run's plan as Markdown or PDF. */
export function useDownloadPlan(runId: string) {
  return useMutation({
    mutationFn: async (format: 'md' | 'pdf') => {
      const response = await apiFetch(`/wizard-sessions/${runId}/plan.${format}`, {
        accept: format === 'pdf' ? 'application/pdf' : 'text/markdown',
      });
      if (!response.ok) throw await readApiError(response);
      saveFile(await response.blob(), nameOf(response, `business-setup-plan.${format}`));
    },
  });
}
