import type { Agent } from '../../../../shared/schemas/agent';
import { ApiError } from '../../../lib/api-client';

/** Spec 02 §4 and §8's sentences for saving and loading an agent. */
export const MESSAGES = {
  created: 'Agent created successfully! Redirecting you back to the agents list...',
  updated: 'Agent updated successfully!',
  createFailed: 'Failed to create agent. Please try again.',
  updateFailed: 'Failed to update agent. Please try again.',
  loadFailed: 'Failed to load agent data. Please try again.',
  leave: 'You have unsaved changes. Are you sure you want to leave?',
  reset: 'Are you sure you want to reset all changes?',
} as const;

/** Spec 02 §9: the success message stays this long before the agents list opens. */
export const REDIRECT_MS = 2000;

/**
 * What a failed save says, as RequestError's props: a refusal in the server's words (with a
 * way to Billing for a plan's agent limit), a fault in the spec's. When the server refused
 * fields the form now marks, the first one's reason (its answer's own sentence names a path).
 */
export function saveFailure(error: unknown, editing: boolean, fieldReason?: string) {
  if (fieldReason) {
    const notSaved = editing ? 'Your changes were not saved' : 'The agent was not created';
    return { error: null, fallback: `${notSaved}: ${fieldReason}` };
  }
  return { error, fallback: editing ? MESSAGES.updateFailed : MESSAGES.createFailed };
}

/**
 * The line shown under a failed save's sentence: the server's own words when they help the
 * person fix something (a refused field, an expired session, no connection), else nothing.
 */
export function saveFailureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  if (error.status === 0 || error.status === 400 || error.status === 403) return error.message;
  return null;
}

/** Only the owner edits an agent, and seeded agents stay read-only. */
export const canEditAgent = (agent: Agent) => agent.is_owner && agent.read_only !== 1;
