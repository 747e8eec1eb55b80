import type { FastifyInstance } from 'fastify';
import type { ModelSettingsView } from '../../../../shared/schemas/admin-settings';
import type { AppConfig, SettingVariable } from '../../../config';

/** Each console field of the language model, and the variable that decides it when set. */
export const MODEL_FIELD_VARIABLES = {
  provider: 'LLM_PROVIDER',
  base_url: 'LLM_BASE_URL',
  model: 'LLM_MODEL',
  api_key: 'LLM_API_KEY',
  timeout_ms: 'LLM_TIMEOUT_MS',
} as const satisfies Record<string, SettingVariable>;

export type ModelField = keyof typeof MODEL_FIELD_VARIABLES;

/** The fields an environment variable decides: field → variable, as the console shows them. */
export function lockedModelFields(config: AppConfig): Partial<Record<ModelField, SettingVariable>> {
  const set = new Set<SettingVariable>(config.lockedSettings);
  const locked: Partial<Record<ModelField, SettingVariable>> = {};
  for (const [field, variable] of Object.entries(MODEL_FIELD_VARIABLES)) {
    if (set.has(variable)) locked[field as ModelField] = variable;
  }
  return locked;
}

/** The model in force on this node as the console shows it: whether a key is stored, never the key. */
export function modelSettingsView(app: FastifyInstance): ModelSettingsView {
  const llm = app.liveSettings.model();
  return {
    provider: llm.provider,
    base_url: llm.baseUrl ?? null,
    model: llm.model ?? null,
    has_key: Boolean(llm.apiKey),
    timeout_ms: llm.timeoutMs,
    locked: lockedModelFields(app.config),
    serving: app.chatRuntime.engine.name,
  };
}
