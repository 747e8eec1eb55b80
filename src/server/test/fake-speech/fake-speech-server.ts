import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_SPEECH_BEHAVIOUR,
  openAiError,
  type Behaviour,
  type FakeSpeechBehaviour,
  type RecordedSpeech,
  type RecordedTranscription,
  type SpeechExchange,
} from './behaviour';
import { answerSpeech } from './speech-fake';
import { answerTranscription } from './transcriptions-fake';

export { fakeSpeechPcm, FAKE_SPEECH_RATE, FAKE_SPEECH_MS_PER_CHAR } from './speech-fake';
export type { FakeSpeechBehaviour, RecordedSpeech, RecordedTranscription } from './behaviour';

export interface FakeSpeechServer {
  /** Base URL ending in /v1, as the engines' `baseUrl` expects. */
  url: string;
  transcriptions: RecordedTranscription[];
  speeches: RecordedSpeech[];
  /** Texts the next transcriptions answer, in order; then `defaultTranscript`. */
  queueTranscripts(...texts: string[]): void;
  /** Replaces the behaviour (unset options go back to the defaults). */
  setBehaviour(behaviour: FakeSpeechBehaviour): void;
  /** Requests whose client went away before the answer was complete. */
  readonly aborted: number;
  waitForAborted(count?: number, timeoutMs?: number): Promise<void>;
  /** Clears the records, the queue and the aborted count, and restores the first behaviour. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local OpenAI audio API (`/v1/audio/transcriptions`, `/v1/audio/speech`) speaking the real
 * wire format on 127.0.0.1, so the speech engines are tested over HTTP without the network.
 */
export async function startFakeSpeechServer(
  options: FakeSpeechBehaviour & { apiKey?: string } = {},
): Promise<FakeSpeechServer> {
  const { apiKey, ...initial } = options;
  const make = (b: FakeSpeechBehaviour): Behaviour => ({ ...DEFAULT_SPEECH_BEHAVIOUR, ...b });
  let behaviour = make(initial);
  const transcriptions: RecordedTranscription[] = [];
  const speeches: RecordedSpeech[] = [];
  const queue: string[] = [];
  let failuresSent = 0;
  let aborted = 0;
  let closing = false;
  const abortWaiters = new Set<() => void>();

  const server = createServer((req, res) => {
    const controller = new AbortController();
    let destroyedOnPurpose = false;
    res.on('close', () => {
      controller.abort();
      if (res.writableFinished || destroyedOnPurpose || closing) return;
      aborted += 1;
      for (const wake of abortWaiters) wake();
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const x: SpeechExchange = {
        headers: req.headers,
        body: Buffer.concat(chunks),
        res,
        behaviour: { ...behaviour },
        signal: controller.signal,
        takeFailure,
        destroy() {
          destroyedOnPurpose = true;
          res.destroy();
        },
      };
      route(req.method ?? 'GET', new URL(req.url ?? '/', 'http://fake').pathname, x).catch(
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`fake server bug: ${String(error)}`);
        },
      );
    });
  });

  async function route(method: string, path: string, x: SpeechExchange): Promise<void> {
    const known = ['/v1/audio/transcriptions', '/v1/audio/speech'];
    if (method !== 'POST' || !known.includes(path)) {
      return openAiError(x.res, 404, `Invalid URL (${method} ${path})`);
    }
    if (apiKey !== undefined && x.headers.authorization !== `Bearer ${apiKey}`) {
      return openAiError(x.res, 401, 'Incorrect API key provided.');
    }
    if (path === '/v1/audio/transcriptions') {
      return answerTranscription(
        x,
        (recorded) => transcriptions.push(recorded),
        () => queue.shift() ?? x.behaviour.defaultTranscript,
      );
    }
    const body = parseJson(x.body);
    const input = typeof body.input === 'string' ? body.input : null;
    const recorded: RecordedSpeech = {
      headers: x.headers,
      body,
      input,
      receivedAt: Date.now(),
      completedAt: null,
    };
    speeches.push(recorded);
    return answerSpeech(x, recorded);
  }

  function takeFailure(): number | undefined {
    const { failStatus, failTimes } = behaviour;
    if (!failStatus || (failTimes !== undefined && failuresSent >= failTimes)) return undefined;
    failuresSent += 1;
    return failStatus;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    transcriptions,
    speeches,
    queueTranscripts: (...texts) => void queue.push(...texts),
    setBehaviour(next) {
      behaviour = make(next);
      failuresSent = 0;
    },
    get aborted() {
      return aborted;
    },
    waitForAborted(count = 1, timeoutMs = 5_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          abortWaiters.delete(check);
          reject(new Error(`expected ${count} aborted request(s), saw ${aborted}`));
        }, timeoutMs);
        function check() {
          if (aborted < count) return;
          clearTimeout(timer);
          abortWaiters.delete(check);
          resolve();
        }
        abortWaiters.add(check);
        check();
      });
    },
    reset() {
      transcriptions.length = 0;
      speeches.length = 0;
      queue.length = 0;
      aborted = 0;
      failuresSent = 0;
      behaviour = make(initial);
    },
    close() {
      closing = true;
      server.closeAllConnections(); // streaming and hanging answers hold sockets open
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseJson(body: Buffer): Record<string, unknown> {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
