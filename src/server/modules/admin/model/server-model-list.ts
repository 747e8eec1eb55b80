import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { DomainError } from '../../../domain-error';
import { modelBaseUrl } from './model-addresses';
import { failureOfFetch, refusalSentence } from './model-refusal';

const LIST_TIMEOUT_MS = 10_000;
const ANTHROPIC_VERSION = '2023-06-01';

/** OpenAI, Anthropic and OpenAI-compatible servers list `data[].id`; Ollama's own list `models[].name`. */
const ModelListBody = z.union([
  z.object({ data: z.array(z.object({ id: z.string() })) }),
  z.object({ models: z.array(z.object({ name: z.string() })) }),
]);

function headersFor(llm: AppConfig['llm']): Record<string, string> {
  if (!llm.apiKey) return {};
  return llm.provider === 'anthropic'
    ? { 'x-api-key': llm.apiKey, 'anthropic-version': ANTHROPIC_VERSION }
    : { authorization: `Bearer ${llm.apiKey}` };
}

/**
 * GETs a list; a refusal or silence becomes a 502 or 504 in the one error shape. `orElse` is
 * asked instead when the server has no such list (404).
 */
async function fetchList(
  url: string,
  llm: AppConfig['llm'],
  shownUrl: string,
  orElse?: string,
): Promise<string[]> {
  const deadline = AbortSignal.timeout(LIST_TIMEOUT_MS);
  const context = { url: shownUrl, timeoutMs: LIST_TIMEOUT_MS, secret: llm.apiKey };
  let res: Response;
  try {
    res = await fetch(url, { headers: headersFor(llm), signal: deadline });
  } catch (error) {
    const failure = failureOfFetch(error, deadline.aborted);
    const kind = failure.timedOut ? 'upstream_timeout' : 'upstream_failed';
    throw new DomainError(kind, 'model_server_unreachable', refusalSentence(failure, context));
  }
  if (!res.ok) {
    await res.body?.cancel();
    if (res.status === 404 && orElse) return fetchList(orElse, llm, shownUrl);
    const sentence = refusalSentence({ status: res.status, timedOut: false }, context);
    throw new DomainError('upstream_failed', 'model_server_refused', sentence);
  }
  const parsed = ModelListBody.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) {
    const sentence = `${shownUrl} answered, but not with a model list: check the base URL.`;
    throw new DomainError('upstream_failed', 'model_server_refused', sentence);
  }
  const ids =
    'data' in parsed.data
      ? parsed.data.data.map((m) => m.id)
      : parsed.data.models.map((m) => m.name);
  return [...new Set(ids)].sort((a, b) => a.localeCompare(b));
}

/**
 * The models a server offers, from its own list (the key goes only to the server it belongs
 * to). An OpenAI-compatible address of Ollama without /models falls back to its /api/tags.
 */
export async function listServerModels(llm: AppConfig['llm']): Promise<string[]> {
  if (llm.provider === 'offline') return [];
  const base = modelBaseUrl(llm);
  if (!base) {
    throw new DomainError(
      'invalid',
      'bad_request',
      'Give the base URL of the server to list its models.',
    );
  }
  const ollama =
    llm.provider === 'openai-compatible' && base.endsWith('/v1')
      ? `${base.slice(0, -3)}/api/tags`
      : undefined;
  return fetchList(`${base}/models`, llm, base, ollama);
}
