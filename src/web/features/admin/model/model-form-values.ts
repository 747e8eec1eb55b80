import { z } from 'zod';
import { connectionValues } from '../connection-values';
import {
  MODEL_PROVIDERS,
  type FoundServer,
  type ModelSettingsInput,
  type ModelSettingsView,
} from '../../../../shared/schemas/admin-settings';

export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<ModelProvider, string> = {
  offline: 'Offline engine (no language model)',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server (Ollama, LM Studio, llama.cpp, vLLM…)',
};

/** What the form holds: text as typed, the key never filled in from the server. */
export const ModelFormSchema = z
  .object({
    provider: z.enum(MODEL_PROVIDERS),
    ...connectionValues,
    timeout_seconds: z.coerce
      .number({ message: 'Give the timeout in seconds' })
      .int('Give the timeout in whole seconds')
      .min(1, 'The timeout is at least 1 second')
      .max(600, 'The timeout is at most 600 seconds'),
  })
  .superRefine((values, context) => {
    if (values.provider === 'openai-compatible' && values.base_url === '') {
      context.addIssue({
        code: 'custom',
        path: ['base_url'],
        message: "Give the server's address",
      });
    }
    if (values.provider !== 'offline' && values.model === '') {
      context.addIssue({ code: 'custom', path: ['model'], message: 'Choose a model' });
    }
  });
export type ModelFormInput = z.input<typeof ModelFormSchema>;
export type ModelFormValues = z.output<typeof ModelFormSchema>;

export function toModelFormValues(view: ModelSettingsView): ModelFormInput {
  return {
    provider: view.provider,
    base_url: view.base_url ?? '',
    model: view.model ?? '',
    api_key: '',
    remove_key: false,
    timeout_seconds: Math.round(view.timeout_ms / 1000),
  };
}

/** A found server, as "Use" puts it in the form: nothing is saved until the operator saves. */
export const fromFoundServer = (server: FoundServer) => ({
  provider: 'openai-compatible' as const,
  base_url: server.base_url,
  model: server.models[0] ?? '',
});

/**
 * What Save and Test send. A field the environment locks is left out (the server keeps the
 * environment's value); the key is sent only when typed (a new key) or removed (null).
 */
export function toModelInput(values: ModelFormValues, view: ModelSettingsView): ModelSettingsInput {
  const open = (field: string) => view.locked[field] === undefined;
  const provider = open('provider') ? values.provider : view.provider;
  const input: ModelSettingsInput = { provider };
  if (open('timeout_ms')) input.timeout_ms = values.timeout_seconds * 1000;
  if (provider === 'offline') return input;
  if (open('base_url') && values.base_url) input.base_url = values.base_url;
  if (open('model') && values.model) input.model = values.model;
  if (open('api_key')) {
    if (values.api_key) input.api_key = values.api_key;
    else if (values.remove_key) input.api_key = null;
  }
  return input;
}
