import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { AgentInputSchema, type AgentInput } from '../../../../shared/schemas/agent';
import { firstMessage } from '../../../lib/field-errors';
import { AGENT_FIELD_NAMES } from './agent-fields';
import { toAgentInput, type AgentFormValues } from './agent-form-values';

type SchemaInput = z.input<typeof AgentInputSchema>;

const checkWithSchema = zodResolver(AgentInputSchema);

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
export const agentResolver: Resolver<AgentFormValues, unknown, AgentInput> = async (
  values,
  context,
  options,
) => {
  // The options name the form's fields; the schema's fields have the same names.
  const result = await checkWithSchema(
    toAgentInput(values),
    context,
    options as unknown as ResolverOptions<SchemaInput>,
  );
  if (Object.keys(result.errors).length > 0)
    return { values: {}, errors: fieldLevel(result.errors) };
  // No errors: the values are the schema's output, the body to send.
  return { values: result.values as AgentInput, errors: {} };
};
