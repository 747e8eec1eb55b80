import { generateText } from 'ai';
import type { ModelTestResult } from '../../../../shared/schemas/admin-settings';
import type { AppConfig } from '../../../config';
import { createLanguageModel } from '../../chat';
import { modelProblem } from '../settings/effective-settings';
import { modelBaseUrl } from './model-addresses';
import { failureOfModelCall, refusalSentence } from './model-refusal';

const PROMPT = 'Reply with one short sentence to say you are ready.';
/** A Test is one short request: enough for a ready sentence, even from a chatty model. */
const MAX_OUTPUT_TOKENS = 60;

/**
 * Sends one real request with these settings, as a chat turn would (same provider code),
 * without retries: the operator sees the first answer or refusal, and how long it took.
 */
export async function tryModel(llm: AppConfig['llm'], timeoutMs: number): Promise<ModelTestResult> {
  const problem = modelProblem(llm);
  if (problem) return { ok: false, reply: null, problem, latency_ms: 0 };
  if (llm.provider === 'offline') {
    return {
      ok: true,
      reply:
        'The offline engine answers from each coach’s own knowledge, without a language model.',
      problem: null,
      latency_ms: 0,
    };
  }
  const { model, name } = createLanguageModel({ ...llm, provider: llm.provider });
  const deadline = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    const { text } = await generateText({
      model,
      prompt: PROMPT,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: deadline,
    });
    const reply = text.trim();
    return {
      ok: true,
      reply,
      problem: reply
        ? null
        : `${name} answered with no text: a reasoning model may spend a Test's ${MAX_OUTPUT_TOKENS} tokens thinking (chat turns allow more).`,
      latency_ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    const failure = failureOfModelCall(error, deadline.aborted);
    const modelId = name.slice(name.indexOf('/') + 1);
    const context = { url: modelBaseUrl(llm), model: modelId, timeoutMs, secret: llm.apiKey };
    return {
      ok: false,
      reply: null,
      problem: refusalSentence(failure, context),
      latency_ms: Math.round(performance.now() - started),
    };
  }
}
