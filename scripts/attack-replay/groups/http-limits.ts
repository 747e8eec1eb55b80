import net from 'node:net';
import type { ReplayContext } from '../context';
import { duration } from '../report';

const GROUP = 'http';
/** A request's head cut short before its blank line: the server waits for the rest. */
const HALF_SENT = (host: string) =>
  `POST /api/chat HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nX-Replay: idle`;

/** Sends raw bytes on a new connection and reads until the server closes it (or `timeoutMs`). */
function rawExchange(
  context: ReplayContext,
  options: { bytes: string; from: string; timeoutMs: number },
): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const socket = net.connect({
      host: context.target.host,
      port: context.target.port,
      localAddress: options.from,
    });
    const timer = setTimeout(() => {
      error = `still open after ${duration(options.timeoutMs)}`;
      socket.destroy();
    }, options.timeoutMs);
    socket.on('connect', () => socket.write(options.bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e) => (error ??= e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('utf8'), error });
    });
  });
}

/** Status, content type and body of a raw HTTP/1.1 answer. */
function parseRaw(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const type = /\r\ncontent-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
  let body = rest.join('\r\n\r\n');
  // A chunked body: good enough to find the JSON inside for a one-chunk answer.
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head))
    body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string')
      code = parsed.error.code;
  } catch {
    // not JSON
  }
  return { status, type, code, body };
}

/**
 * A half-sent request opened when the replay starts and watched until the end: the server
 * must close it within the header timeout (Node's default let it idle 60-90 s).
 */
export function watchHalfSentRequest(context: ReplayContext) {
  const opened = Date.now();
  let closedAfterMs: number | undefined;
  const socket = net.connect({
    host: context.target.host,
    port: context.target.port,
    localAddress: context.addresses.take(),
  });
  socket.on('connect', () => socket.write(HALF_SENT(context.target.host)));
  // Read (and drop) what comes back: a socket nobody reads from never sees the server close it.
  socket.resume();
  socket.on('error', () => {});
  socket.on('close', () => (closedAfterMs = Date.now() - opened));
  return async () => {
    const limitMs = context.options.headerTimeoutS * 1000;
    // Wait for the limit (plus a little) if the replay was quicker than it.
    while (closedAfterMs === undefined && Date.now() - opened < limitMs + 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    socket.destroy();
    context.report.check(
      GROUP,
      'a half-sent request is closed by the header timeout',
      {
        sent: 'a request head without its blank line, then nothing, from the start of the replay',
        expected: `the server closes the connection within ${context.options.headerTimeoutS} s`,
        got:
          closedAfterMs === undefined
            ? `still open after ${duration(Date.now() - opened)}`
            : `closed after ${duration(closedAfterMs)}`,
      },
      closedAfterMs !== undefined && closedAfterMs <= limitMs,
    );
  };
}

/** Node's own 431 used to be a bare status line: it must be the one error shape too. */
async function oversizedHeader(context: ReplayContext) {
  const padding = 'a'.repeat(64 * 1024);
  const raw = await rawExchange(context, {
    bytes: `GET /api/health HTTP/1.1\r\nHost: ${context.target.host}\r\nX-Padding: ${padding}\r\nConnection: close\r\n\r\n`,
    from: context.addresses.take(),
    timeoutMs: 10_000,
  });
  const answer = parseRaw(raw.text);
  context.report.check(
    GROUP,
    'an oversized header',
    {
      sent: 'GET /api/health with a 64 KB header',
      expected: '431 with a JSON body in the error shape',
      got: answer.status
        ? `${answer.status}, ${answer.type || 'no content type'}, ${answer.code ? `error ${answer.code}` : `body ${JSON.stringify(answer.body.slice(0, 80))}`}`
        : `no answer (${raw.error ?? 'closed'})`,
    },
    answer.status === 431 && answer.code !== undefined,
  );
}

/**
 * Thousands of idle half-sent requests from one address (the published attack used 21,000):
 * the server must cap one client's connections, and health, probed from another address,
 * must keep answering.
 */
async function idleFlood(context: ReplayContext) {
  const { report, options } = context;
  const from = context.addresses.take();
  const sockets: net.Socket[] = [];
  let closedByServer = 0;
  let failedToOpen = 0;
  let connectedCount = 0;
  let done = false;
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({
        host: context.target.host,
        port: context.target.port,
        localAddress: from,
      });
      let connected = false;
      // A connection the server never accepts must not hold the flood up.
      const unanswered = setTimeout(() => socket.destroy(), 5_000);
      socket.resume(); // reading is how a close by the server is noticed
      socket.on('connect', () => {
        connected = true;
        connectedCount++;
        clearTimeout(unanswered);
        socket.write(HALF_SENT(context.target.host));
        resolve();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(unanswered);
        if (!connected) failedToOpen++;
        else if (!done) closedByServer++;
        resolve();
      });
      sockets.push(socket);
    });
  try {
    for (let i = 0; i < options.idleConnections; i += 200) {
      await Promise.all(Array.from({ length: Math.min(200, options.idleConnections - i) }, open));
    }
    // Hold them while the probe measures health.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const stillOpen = sockets.filter((socket) => !socket.destroyed).length;
    report.check(
      GROUP,
      'idle half-sent requests from one address are capped',
      {
        sent: `${options.idleConnections} connections from one address, each a request head without its blank line, held 8 s`,
        expected:
          'the server accepts connections but does not keep them all open (a per-client connection cap)',
        got: `${connectedCount} connected, ${stillOpen} still open after 8 s; ${closedByServer} closed by the server, ${failedToOpen} never connected`,
      },
      connectedCount > 0 && stillOpen < options.idleConnections,
    );
  } finally {
    done = true;
    for (const socket of sockets) socket.destroy();
  }
}

/** Low findings: no per-client connection cap, Node's 431 in another shape. */
export async function replayHttpLimits(context: ReplayContext) {
  await oversizedHeader(context);
  await idleFlood(context);
}
