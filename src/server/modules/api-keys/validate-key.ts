import type { ApiKeyServices } from './api-keys-module';
import { DomainError } from '../../domain-error';
import { originAllowed } from './allowed-origin';

/**
 * Whether a key may be used for an agent (and from an origin): a yes or a no, nothing about
 * why, so the answer cannot be used to learn which keys exist or what they allow.
 */
export async function validateKey(options: {
  apiKeys: Pick<ApiKeyServices, 'authenticate'>;
  input: { api_key: string; agent_id: string; origin?: string };
}): Promise<{ valid: boolean }> {
  const { input } = options;
  try {
    const key = await options.apiKeys.authenticate(input.api_key);
    const valid =
      key.agentId === input.agent_id &&
      (input.origin === undefined || originAllowed(key.allowedDomains, input.origin));
    return { valid };
  } catch (error) {
    // A refused key is a plain "no"; anything else (the database down) is a real failure.
    if (error instanceof DomainError) return { valid: false };
    throw error;
  }
}
