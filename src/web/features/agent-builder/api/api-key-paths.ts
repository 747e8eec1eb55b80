const segment = encodeURIComponent;

/** /api/auth/api-keys/{agent_id}: an agent's keys (spec 02 §7). */
export const agentKeysPath = (agentId: string) => `/auth/api-keys/${segment(agentId)}`;

/** /api/auth/api-keys/{agent_id}/{key_id}: one key and, below it, its usage. */
export const keyPath = (agentId: string, keyId: string) =>
  `${agentKeysPath(agentId)}/${segment(keyId)}`;

/** The query keys of an agent's keys: everything under it is refetched after a change. */
export const agentKeysQueryKey = (agentId: string) => ['api-keys', agentId] as const;
export const keyQueryKey = (agentId: string, keyId: string, ...rest: (string | number)[]) =>
  [...agentKeysQueryKey(agentId), keyId, ...rest] as const;

/** Usage moves while the page is open: every visit shows the latest, not a 30 s old copy. */
export const USAGE_STALE_MS = 0;
