import type { AppConfig } from '../../../config';

/** Where each provider's SDK goes when no base URL is set. */
export const PROVIDER_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
} as const;

/** The address a model setting talks to, for sentences and model lists. */
export function modelBaseUrl(llm: Pick<AppConfig['llm'], 'provider' | 'baseUrl'>) {
  if (llm.baseUrl) return llm.baseUrl.replace(/\/+$/, '');
  return llm.provider === 'openai' || llm.provider === 'anthropic'
    ? PROVIDER_BASE_URLS[llm.provider]
    : '';
}
