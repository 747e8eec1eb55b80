import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { failureOfFetch, failureOfModelCall, refusalSentence } from './model-refusal';

const context = { url: 'https://llm.example.com/v1', model: 'm1', timeoutMs: 20_000 };

const networkError = (code: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

describe('a model server’s refusal in a sentence', () => {
  it('gives the server’s own words for other refusals, without the key', () => {
    const error = new APICallError({
      message: 'Quota of key sk-secret-1 exceeded for this month',
      url: 'https://llm.example.com/v1/chat/completions',
      requestBodyValues: {},
      statusCode: 402,
    });
    const sentence = refusalSentence(failureOfModelCall(error, false), {
      ...context,
      secret: 'sk-secret-1',
    });
    expect(sentence).toBe(
      'https://llm.example.com/v1 refused the request (HTTP 402): "Quota of key … exceeded for this month".',
    );
  });

  it('names an unknown host and a bad certificate', () => {
    expect(refusalSentence(failureOfFetch(networkError('ENOTFOUND'), false), context)).toBe(
      'The host of https://llm.example.com/v1 could not be found: check the base URL.',
    );
    const cert = failureOfFetch(networkError('CERT_HAS_EXPIRED'), false);
    expect(refusalSentence(cert, context)).toMatch(/secure connection .* \(CERT_HAS_EXPIRED\)/);
  });

  it('says a rate limit is one, and counts the timeout in seconds', () => {
    expect(refusalSentence({ status: 429, timedOut: false }, context)).toMatch(/HTTP 429/);
    expect(refusalSentence({ timedOut: true }, context)).toMatch(/within 20 s/);
  });
});
