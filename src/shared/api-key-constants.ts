/**
 * API key constants, apart from constants.ts so the first paint of `/` (which needs that module)
 * does not carry them.
 *
 * API keys (spec 02 §9): types, statuses and the create dialog's defaults and ranges.
 */
export const API_KEY_TYPES = ['test', 'live', 'restricted'] as const;
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export const API_KEY_SESSION_TIMEOUTS = [1800, 3600, 7200, 14400] as const;
export const API_KEY_LIMITS = {
  name: 100,
  domains: 50,
  rateMin: 1,
  rateMax: 10_000,
  rateDefault: 100,
  sessionTimeoutDefault: 3600,
  /** The longest window usage, analytics and export look back over. */
  maxDays: 365,
} as const;
/** The prefix of each key type's secret, so people and secret scanners recognise a key. */
export const API_KEY_PREFIXES = {
  live: 'cf_live_',
  test: 'cf_test_',
  restricted: 'cf_rk_',
} as const;

/**
 * How a call made with a key ended, as the usage ledger stores it: answered, failed, or refused
 * before any work (a page outside the key's allowed domains, the key's hourly limit, the
 * owner's plan's daily limit). Refusals are the caller's or the owner's to fix, not faults.
 */
export const USAGE_OUTCOMES = [
  'ok',
  'error',
  'refused_origin',
  'refused_key_limit',
  'refused_plan_limit',
] as const;
export type UsageOutcome = (typeof USAGE_OUTCOMES)[number];
export const USAGE_REFUSALS = [
  'refused_origin',
  'refused_key_limit',
  'refused_plan_limit',
] as const;
export type UsageRefusal = (typeof USAGE_REFUSALS)[number];

/**
 * What a call made with a key was, as the usage ledger and its export name it: a chat turn
 * (whole, streamed, with files), a widget session opened or chatting, a conversation read or
 * deleted, a request to the agent's MCP endpoint, or any other call.
 */
export const USAGE_KINDS = [
  'chat',
  'chat_stream',
  'chat_files',
  'widget_token',
  'widget_chat',
  'conversation',
  'mcp',
  'other',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
