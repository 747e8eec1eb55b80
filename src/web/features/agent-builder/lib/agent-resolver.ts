import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { AgentInputSchema } from '../../../../shared/schemas/agent';
import { firstMessage } from '../../../lib/field-errors';
import { AGENT_FIELD_NAMES } from './agent-fields';
import { toAgentInput, type AgentFormValues } from './agent-form-values';
import { bodyResolver } from './body-resolver';

type SchemaInput = z.input<typeof AgentInputSchema>;

/** One error per field: the form shows a list's message (a tool, a domain) at the list. */
function fieldLevel(errors: FieldErrors<SchemaInput>): FieldErrors<AgentFormValues> {
  const shown: Partial<Record<keyof AgentFormValues, FieldError>> = {};
  for (const name of AGENT_FIELD_NAMES) {
    const message = firstMessage(errors[name]);
    if (message) shown[name] = { type: 'schema', message };
  }
  return shown;
}

/**
 * The API's own rules and messages (AgentInputSchema), checked on the body that would be sent
 * (trimmed, blank domain rows dropped), so what passes here is what the server accepts.
 */
export const agentResolver = bodyResolver(AgentInputSchema, toAgentInput, fieldLevel);
