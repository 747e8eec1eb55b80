import { useMutation } from '@tanstack/react-query';
import { apiFetch, readApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { InboxFilterValues } from '../lib/inbox-filters';
import { inboxPath } from './inbox-paths';

export type InboxExportFormat = 'csv' | 'json';

/** The file's name from the server's Content-Disposition, else one of our own. */
function fileName(response: Response, format: InboxExportFormat) {
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `inbox-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/**
 * GET /api/inbox/export: every message the filters select, saved as a file. Fetched rather
 * than linked, since the call needs the owner's bearer token.
 */
async function exportInbox(filters: InboxFilterValues, format: InboxExportFormat) {
  const response = await apiFetch(inboxPath('export', filters, { format }), {
    accept: format === 'csv' ? 'text/csv' : 'application/json',
  });
  if (!response.ok) throw await readApiError(response);
  saveFile(await response.blob(), fileName(response, format));
}

export const useExportInbox = (filters: InboxFilterValues) =>
  useMutation({ mutationFn: (format: InboxExportFormat) => exportInbox(filters, format) });
