import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { SpeechEngineError } from '../../modules/voice';

/* Helpers for the speech engines' tests. */

/** A URL on 127.0.0.1 where nothing listens (a port taken, then freed). */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

export async function collect(chunks: AsyncIterable<Int16Array>): Promise<Int16Array> {
  const parts: Int16Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** The engine's error, checked to be a SpeechEngineError with the caller's sentence. */
export async function engineError(
  promise: Promise<unknown>,
  sentence: string | RegExp,
): Promise<SpeechEngineError> {
  const error = await promise.then(
    () => expect.unreachable('expected a SpeechEngineError'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SpeechEngineError);
  expect((error as SpeechEngineError).message).toMatch(sentence);
  return error as SpeechEngineError;
}

/** Root mean square level, to tell speech from silence. */
export function rms(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Index of the first sample that differs (or the shorter length), -1 when identical. */
export function firstDifference(a: Int16Array, b: Int16Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : length;
}
