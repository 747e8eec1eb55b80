import { describe, expect, it } from 'vitest';
import type { ModelSettingsView } from '../../../../shared/schemas/admin-settings';
import {
  fromFoundServer,
  ModelFormSchema,
  toModelFormValues,
  toModelInput,
  type ModelFormValues,
} from './model-form-values';

const view: ModelSettingsView = {
  provider: 'offline',
  base_url: null,
  model: null,
  has_key: true,
  timeout_ms: 30_000,
  locked: {},
  serving: 'offline',
};
const values = (changes: Partial<ModelFormValues> = {}): ModelFormValues => ({
  provider: 'openai-compatible',
  base_url: 'http://127.0.0.1:8000/v1',
  model: 'qwen',
  api_key: '',
  remove_key: false,
  timeout_seconds: 30,
  ...changes,
});

describe('the language model form', () => {
  it('starts from the setting with the key field empty: the key never comes back', () => {
    expect(toModelFormValues(view)).toMatchObject({ api_key: '', timeout_seconds: 30 });
  });

  it('keeps the stored key unless one is typed or removed', () => {
    expect(toModelInput(values(), view)).toEqual({
      provider: 'openai-compatible',
      base_url: 'http://127.0.0.1:8000/v1',
      model: 'qwen',
      timeout_ms: 30_000,
    });
    expect(toModelInput(values({ api_key: 'sk-1' }), view).api_key).toBe('sk-1');
    expect(toModelInput(values({ remove_key: true }), view).api_key).toBeNull();
  });

  it("leaves out what the environment sets, and sends the environment's provider", () => {
    const locked = {
      ...view,
      provider: 'openai' as const,
      locked: { provider: 'LLM_PROVIDER', model: 'LLM_MODEL' },
    };
    expect(toModelInput(values(), locked)).toEqual({
      provider: 'openai',
      base_url: 'http://127.0.0.1:8000/v1',
      timeout_ms: 30_000,
    });
  });

  it('sends the offline engine without an address, model or key', () => {
    expect(toModelInput(values({ provider: 'offline', api_key: 'x' }), view)).toEqual({
      provider: 'offline',
      timeout_ms: 30_000,
    });
  });

  it('fills in a found server with its first model', () => {
    const found = {
      kind: 'vllm',
      label: 'vLLM',
      base_url: 'http://127.0.0.1:8000/v1',
      models: ['a', 'b'],
    };
    expect(fromFoundServer(found)).toEqual({
      provider: 'openai-compatible',
      base_url: 'http://127.0.0.1:8000/v1',
      model: 'a',
    });
  });

  it('asks for an address and a model where the provider needs them', () => {
    const result = ModelFormSchema.safeParse({ ...values(), base_url: '', model: '' });
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toEqual(["base_url: Give the server's address", 'model: Choose a model']);
    expect(ModelFormSchema.safeParse({ ...values(), timeout_seconds: '0' }).success).toBe(false);
  });
});
