import http from 'node:http';

/** The server under test: always a loopback address (see target.ts). */
export interface Target {
  host: string;
  port: number;
  /** http://host:port, for links and Origin-free displays. */
  origin: string;
}

export interface Answer {
  kind: 'answer';
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** No answer: the connection failed, timed out, or this side left on purpose. */
export interface NoAnswer {
  kind: 'no-answer';
  error: string;
  ms: number;
}

export interface SendOptions {
  method?: string;
  /** Sent exactly as written: dot segments and escapes are not resolved on this side. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Sent as the JSON body (with its content type) when given. */
  json?: unknown;
  /** The loopback address this request comes from (each attacker and bystander has its own). */
  from: string;
  timeoutMs?: number;
  /** Leave (destroy the connection) this long after the body has been sent. */
  leaveAfterMs?: number;
}

/**
 * One HTTP/1.1 request on its own connection from a chosen loopback address. Written on
 * node:http rather than fetch because fetch normalises paths (`/./`, `%2e`) and cannot pick
 * the source address.
 */
export function send(target: Target, options: SendOptions): Promise<Answer | NoAnswer> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Answer | NoAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const raw = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    const body = raw === undefined ? undefined : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const request = http.request({
      host: target.host,
      port: target.port,
      method: options.method ?? 'GET',
      path: options.path,
      localAddress: options.from,
      agent: false,
      headers: {
        ...(body ? { 'content-length': String(body.length) } : {}),
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
    });
    const timer = setTimeout(() => {
      finish({
        kind: 'no-answer',
        error: `no answer within ${options.timeoutMs ?? 30_000} ms`,
        ms: elapsed(),
      });
      request.destroy();
    }, options.timeoutMs ?? 30_000);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        finish({
          kind: 'answer',
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: elapsed(),
        }),
      );
      response.on('error', (error) =>
        finish({ kind: 'no-answer', error: error.message, ms: elapsed() }),
      );
    });
    request.on('error', (error) =>
      finish({ kind: 'no-answer', error: error.message, ms: elapsed() }),
    );
    if (options.leaveAfterMs !== undefined) {
      const leaveAfterMs = options.leaveAfterMs;
      request.on('finish', () =>
        setTimeout(() => {
          finish({ kind: 'no-answer', error: 'left on purpose', ms: elapsed() });
          request.destroy();
        }, leaveAfterMs),
      );
    }
    request.end(body);
  });
}

export function jsonOf(answer: Answer | NoAnswer): unknown {
  if (answer.kind !== 'answer') return undefined;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error code when the answer is in the one error shape ({ error: { code, message } }). */
export function errorCodeOf(answer: Answer | NoAnswer): string | undefined {
  if (answer.kind !== 'answer') return undefined;
  if (!String(answer.headers['content-type'] ?? '').includes('application/json')) return undefined;
  const body = jsonOf(answer) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const { code, message } = body?.error ?? {};
  if (typeof code !== 'string' || !code) return undefined;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  return code;
}

/** "422 unreadable_file in 0.4 s", "200 in 1.2 s", "no answer: ECONNRESET after 3.0 s". */
export function describe(answer: Answer | NoAnswer): string {
  const seconds = `${(answer.ms / 1000).toFixed(1)} s`;
  if (answer.kind === 'no-answer') return `no answer (${answer.error}) after ${seconds}`;
  const code = errorCodeOf(answer);
  if (answer.status >= 400 && !code) {
    const excerpt = answer.text.slice(0, 120).replace(/\s+/g, ' ');
    return `${answer.status} not in the error shape (${excerpt || 'empty body'}) in ${seconds}`;
  }
  return `${answer.status}${code ? ` ${code}` : ''} in ${seconds}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
