import { APICallError } from '@ai-sdk/provider';
import { expect, it } from 'vitest';
import { retryDelayMs } from './model-retries';

const failure = (headers?: Record<string, string>) =>
  new APICallError({
    message: 'Too many requests',
    url: 'http://127.0.0.1/chat/completions',
    requestBodyValues: {},
    statusCode: 429,
    responseHeaders: headers,
    isRetryable: true,
  });

it('waits what the provider asks, in milliseconds, seconds or as a date', () => {
  expect(retryDelayMs(failure({ 'retry-after-ms': '250' }), 2000)).toBe(250);
  expect(retryDelayMs(failure({ 'retry-after': '3' }), 2000)).toBe(3000);
  const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
  const waited = retryDelayMs(failure({ 'retry-after': inFiveSeconds }), 2000);
  expect(waited).toBeGreaterThan(3000);
  expect(waited).toBeLessThanOrEqual(5000);
});

it('keeps its own backoff when the provider says nothing sane', () => {
  expect(retryDelayMs(failure(), 2000)).toBe(2000);
  expect(retryDelayMs(new Error('connection refused'), 4000)).toBe(4000);
  expect(retryDelayMs(failure({ 'retry-after': 'soon' }), 2000)).toBe(2000);
  // An hour is past what a chat turn can wait: the backoff applies.
  expect(retryDelayMs(failure({ 'retry-after': '3600' }), 2000)).toBe(2000);
});
