import { useMutation } from '@tanstack/react-query';
import { apiFetch, readApiError } from '../../../lib/api-client';
import { keyPath } from './api-key-paths';

export type ExportFormat = 'json' | 'csv';

export interface KeyExport {
  format: ExportFormat;
  days: number;
}

/**
 * GET .../{key_id}/export?format&days: the file, as a Blob. Fetched rather than linked, since
 * the call needs the owner's bearer token, which a plain link cannot carry.
 */
export async function exportKeyUsage(agentId: string, keyId: string, { format, days }: KeyExport) {
  const response = await apiFetch(
    `${keyPath(agentId, keyId)}/export?format=${format}&days=${days}`,
    {
      accept: format === 'csv' ? 'text/csv' : 'application/json',
    },
  );
  if (!response.ok) throw await readApiError(response);
  return response.blob();
}

export const useExportKeyUsage = (agentId: string, keyId: string) =>
  useMutation({ mutationFn: (request: KeyExport) => exportKeyUsage(agentId, keyId, request) });
