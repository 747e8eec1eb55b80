import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_BEHAVIOUR, type FakeBehaviour } from './behaviour';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when there was no body. */
  body: unknown;
}

/** One request as a fake's handler sees it. */
export interface FakeExchange {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  res: ServerResponse;
  behaviour: Readonly<FakeBehaviour>;
  /** The status to fail this answer with, if any; spends one of `failTimes`. */
  takeFailure(): number | undefined;
  /** Aborted when the connection closes, so delays stop instead of writing to a dead socket. */
  signal: AbortSignal;
  /** Destroys the socket on purpose (a crash mid-stream), which is not a client abort. */
  destroy(): void;
}

/** What both provider fakes return. */
export interface FakeLlm {
  /** Base URL ending in /v1, as the providers' `baseURL` option expects. */
  url: string;
  requests: RecordedRequest[];
  /** Requests whose client went away before the answer was complete. */
  readonly aborted: number;
  /** Resolves once `aborted` reaches `count`; rejects after `timeoutMs`. */
  waitForAborted(count?: number, timeoutMs?: number): Promise<void>;
  /** Replaces the behaviour (unset options go back to the defaults). */
  setBehaviour(behaviour: FakeBehaviour): void;
  /** Clears recorded requests and the aborted count and restores `behaviour`. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlmServer(
  initial: FakeBehaviour,
  handle: (exchange: FakeExchange) => Promise<void>,
): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeBehaviour = { ...DEFAULT_BEHAVIOUR, ...initial };
  let aborted = 0;
  let failuresSent = 0;
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
      const text = Buffer.concat(chunks).toString('utf8');
      const exchange: FakeExchange = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://fake').pathname,
        headers: req.headers,
        body: parseBody(text),
        res,
        behaviour: { ...behaviour },
        takeFailure,
        signal: controller.signal,
        destroy() {
          destroyedOnPurpose = true;
          res.destroy();
        },
      };
      const { method, path, headers, body } = exchange;
      requests.push({ method, path, headers, body });
      handle(exchange).catch((error: unknown) => {
        if (controller.signal.aborted) return; // the connection is gone; nothing to report
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`fake server bug: ${String(error)}`);
      });
    });
  });
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
    requests,
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
    setBehaviour(next) {
      behaviour = { ...DEFAULT_BEHAVIOUR, ...next };
      failuresSent = 0;
    },
    reset() {
      requests.length = 0;
      aborted = 0;
      failuresSent = 0;
      behaviour = { ...DEFAULT_BEHAVIOUR, ...initial };
    },
    close() {
      closing = true;
      // Hanging and streaming requests hold sockets open; without this close() never resolves.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
