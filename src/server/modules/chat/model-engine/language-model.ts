import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AppConfig } from '../../../config';
import { createModelFetch } from './model-fetch';

export type ModelProviderConfig = Omit<AppConfig['llm'], 'provider'> & {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
};

/** Models used when LLM_MODEL is unset: small, fast and cheap, as a coach chat needs. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
} as const;

/** The AI SDK provider's model for the configured provider, and the name stored with each reply. */
export function createLanguageModel(llm: ModelProviderConfig): {
  model: LanguageModelV3;
  name: string;
} {
  const fetch = createModelFetch();
  switch (llm.provider) {
    case 'openai': {
      const id = llm.model ?? DEFAULT_MODELS.openai;
      // Chat Completions rather than the Responses API: proxies and gateways speak it too.
      const provider = createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl, fetch });
      return { model: provider.chat(id), name: `openai/${id}` };
    }
    case 'anthropic': {
      const id = llm.model ?? DEFAULT_MODELS.anthropic;
      const provider = createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl, fetch });
      return { model: provider(id), name: `anthropic/${id}` };
    }
    case 'openai-compatible': {
      if (!llm.baseUrl || !llm.model) {
        throw new Error('openai-compatible needs LLM_BASE_URL and LLM_MODEL');
      }
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.baseUrl,
        apiKey: llm.apiKey,
        fetch,
      });
      return { model: provider.chatModel(llm.model), name: `openai-compatible/${llm.model}` };
    }
  }
}
