import { API_KEY_SESSION_TIMEOUTS } from '../../../../shared/api-key-constants';
import type { ApiKey } from '../../../../shared/schemas/api-keys';
import { ApiError } from '../../../lib/api-client';
import { errorSentence } from '../../../lib/error-sentence';
import { formatDate } from '../../../lib/format';

/** Spec 02 §4 and §8: the API Keys tab's questions, failures and successes. */
export const KEY_MESSAGES = {
  empty: 'No API Keys',
  loadFailed: 'Failed to load API keys',
  loadError: (detail: string) => `Error loading API keys: ${detail}`,
  createFailed: 'Failed to create API key',
  createError: (detail: string) => `Error creating API key: ${detail}`,
  revokeFailed: 'Failed to revoke API key',
  revokeError: (detail: string) => `Error revoking API key: ${detail}`,
  copyFailed: 'Failed to copy to clipboard',
  created: 'API key created successfully!',
  revoked: 'API key revoked successfully',
  copied: 'Copied to clipboard!',
  revokeQuestion: (name: string) =>
    `Are you sure you want to revoke the API key "${name}"? This action cannot be undone.`,
  secretOnce: "This is the only time you'll see your secret key",
  allDomains: 'All domains (not recommended)',
  neverUsed: 'Never used',
} as const;

/**
 * What a failed call says: "{action}: {why}" when no answer came (spec 02 §8), else as every
 * page says it (errorSentence): the server's own sentence for a refusal, the plain failure
 * for a fault or an answer without a sentence.
 */
export function keyFailureText(
  error: unknown,
  failed: string,
  withDetail: (detail: string) => string,
): string {
  if (error instanceof ApiError && error.status === 0) return withDetail(error.message);
  if (error instanceof ApiError && error.code === 'http_error') return failed;
  return errorSentence(error, failed);
}

/** Loading says which of the spec's two it was: no answer (with why), or a refusal. */
export const loadFailureText = (error: unknown) =>
  error instanceof ApiError && error.status === 0
    ? KEY_MESSAGES.loadError(error.message)
    : KEY_MESSAGES.loadFailed;

export const shownPrefix = (key: Pick<ApiKey, 'key_prefix'>) => `${key.key_prefix}***`;
export const perHour = (limit: number) => `${limit.toLocaleString('en-US')} per hour`;
export const lastUsedText = (lastUsedAt: string | null) =>
  lastUsedAt ? formatDate(lastUsedAt) : KEY_MESSAGES.neverUsed;
export const domainsText = (domains: readonly string[]) =>
  domains.length > 0 ? domains.join(', ') : KEY_MESSAGES.allDomains;

export const KEY_TYPE_LABELS: Record<ApiKey['key_type'], string> = {
  live: 'Live',
  test: 'Test',
  restricted: 'Restricted',
};

/** What each type may do (the server enforces it), one line each for the create dialog. */
export const KEY_TYPE_HINTS: Record<ApiKey['key_type'], string> = {
  live: "For your server's calls to the agent; each call counts against your plan.",
  test: 'For trying things out: answers come from the offline engine only, free of charge.',
  restricted: 'For the website widget: only opens widget sessions from its allowed domains.',
};

export const KEY_STATUS_LABELS: Record<ApiKey['status'], string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const SESSION_TIMEOUT_LABELS: Record<(typeof API_KEY_SESSION_TIMEOUTS)[number], string> = {
  1800: '30 minutes',
  3600: '1 hour',
  7200: '2 hours',
  14400: '4 hours',
};

export const SESSION_TIMEOUT_OPTIONS = API_KEY_SESSION_TIMEOUTS.map((seconds) => ({
  seconds,
  label: SESSION_TIMEOUT_LABELS[seconds],
}));

/** Revoke is offered only for active keys (spec 02 §4). */
export const canRevoke = (key: Pick<ApiKey, 'status'>) => key.status === 'active';

/** When the hourly window has room again, from now: "now", "in 1 minute", "in 42 minutes". */
export function resetText(reset: string, now = Date.now()): string {
  const minutes = Math.ceil((new Date(reset).getTime() - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return 'now';
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
