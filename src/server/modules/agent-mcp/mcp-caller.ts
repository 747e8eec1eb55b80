import { DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import { refuseRestrictedKey } from '../chat';

type KeyCaller = Extract<Principal, { kind: 'agent-key' }>;

/**
 * Who may use an agent's MCP endpoint: one of that agent's live or test keys, as for chat over
 * the API. Revoked, expired and unknown keys were refused at the door (the principal plugin).
 * A key of another agent is 403 whether or not the agent asked for exists, so a key learns
 * nothing about agents that are not its own.
 */
export function keyCallerFor(principal: Principal, agentId: string): KeyCaller {
  if (principal.kind !== 'agent-key') {
    throw new DomainError(
      'unauthenticated',
      'api_key_required',
      "This endpoint takes one of the agent's API keys: send Authorization: Bearer <key>.",
      { challenge: 'bearer' },
    );
  }
  refuseRestrictedKey(principal);
  if (principal.agentId !== agentId) {
    throw new DomainError(
      'forbidden',
      'key_not_for_agent',
      "This API key belongs to another agent: use a key made for this agent's endpoint.",
    );
  }
  return principal;
}
