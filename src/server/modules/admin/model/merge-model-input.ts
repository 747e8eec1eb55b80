import type { ModelSettingsInput } from '../../../../shared/schemas/admin-settings';
import type { AppConfig } from '../../../config';
import { DomainError } from '../../../domain-error';
import { effectiveModel } from '../settings/effective-settings';
import type { StoredModel, StoredSettings } from '../settings/stored-settings';
import { lockedModelFields, type ModelField } from './model-fields';

/** What a form would store, the key change it asks for, and the model that would then answer. */
export interface MergedModel {
  value: StoredModel;
  /** A string replaces the stored key, null removes it, undefined keeps it. */
  keyChange: string | null | undefined;
  llm: AppConfig['llm'];
}

const FIELD_NAMES: Record<ModelField, string> = {
  provider: 'The provider',
  base_url: 'The base URL',
  model: 'The model',
  api_key: 'The API key',
  timeout_ms: 'The timeout',
};

const withoutSlash = (url: string | undefined) => url?.replace(/\/+$/, '');

/** Whether the form asks for something other than what the environment decides. */
function changesLocked(field: ModelField, input: ModelSettingsInput, env: AppConfig['llm']) {
  switch (field) {
    case 'provider':
      return input.provider !== env.provider;
    case 'base_url':
      return (
        input.base_url !== undefined && withoutSlash(input.base_url) !== withoutSlash(env.baseUrl)
      );
    case 'model':
      return input.model !== undefined && input.model !== env.model;
    case 'timeout_ms':
      return input.timeout_ms !== undefined && input.timeout_ms !== env.timeoutMs;
    case 'api_key':
      return input.api_key !== undefined;
  }
}

/**
 * The console's form merged with what is stored, under the environment's locks; a locked
 * field asked to change is refused (409). A stored key follows only its own provider and
 * address: sent anywhere else it would hand one provider's key to another server.
 */
export function mergeModelInput(
  config: AppConfig,
  stored: StoredSettings,
  input: ModelSettingsInput,
): MergedModel {
  for (const [field, variable] of Object.entries(lockedModelFields(config))) {
    if (changesLocked(field as ModelField, input, config.llm)) {
      throw new DomainError(
        'conflict',
        'setting_locked',
        `${FIELD_NAMES[field as ModelField]} is set in the server's environment (${variable}): change it there, or unset it to choose it here.`,
      );
    }
  }
  const value: StoredModel = {
    provider: input.provider,
    baseUrl: withoutSlash(input.base_url),
    model: input.model,
    timeoutMs: input.timeout_ms,
  };
  const before = stored.model?.value;
  const sameServer = before?.provider === value.provider && before.baseUrl === value.baseUrl;
  const storedKey = stored.model?.keys.apiKey;
  const keyChange =
    input.api_key === undefined && storedKey !== undefined && !sameServer ? null : input.api_key;
  const apiKey = keyChange === undefined ? storedKey : (keyChange ?? undefined);
  const llm = effectiveModel(config, { model: { value, keys: apiKey ? { apiKey } : {} } });
  return { value, keyChange, llm };
}
