import { request as httpRequest, type IncomingMessage } from 'node:http';
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Dial, DialTarget, ResolvedAddress } from './options';
import type { VettedTarget } from './resolve-target';

export interface PinnedRequestInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Connects to the vetted IP itself, never to the name: a second DNS lookup here could answer
 * differently (DNS rebinding). TLS still verifies the certificate for the host name (SNI).
 */
export const defaultDial: Dial = (target: DialTarget): Socket => {
  if (!target.tls) return netConnect({ host: target.address, port: target.port });
  return tlsConnect({
    host: target.address,
    port: target.port,
    // SNI must be a name; for an IP-literal URL the certificate is checked against the IP.
    servername: isIP(target.hostname) ? undefined : target.hostname,
    ALPNProtocols: ['http/1.1'],
  });
};

/** Errors raised before any byte was sent, where trying the host's next address is safe. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** Sends one request to the target, trying its vetted addresses in order until one connects. */
export async function sendPinned(
  target: VettedTarget,
  init: PinnedRequestInit,
  signal: AbortSignal,
  dial: Dial,
): Promise<IncomingMessage> {
  let lastError: unknown;
  for (const address of target.addresses) {
    try {
      return await sendTo(target, address, init, signal, dial);
    } catch (error) {
      lastError = error;
      const code = (error as NodeJS.ErrnoException).code;
      if (signal.aborted || !code || !CONNECT_ERRORS.has(code)) throw error;
    }
  }
  throw lastError;
}

function sendTo(
  target: VettedTarget,
  address: ResolvedAddress,
  init: PinnedRequestInit,
  signal: AbortSignal,
  dial: Dial,
): Promise<IncomingMessage> {
  const { url, hostname } = target;
  const tls = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : tls ? 443 : 80;
  const bodyHeaders =
    init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      method: init.method,
      host: address.address,
      port,
      path: `${url.pathname}${url.search}`,
      headers: { ...init.headers, ...bodyHeaders, host: url.host, connection: 'close' },
      // With createConnection and no agent, Node neither pools sockets nor resolves names.
      createConnection: () => dial({ ...address, port, hostname, tls }),
      signal,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(init.body);
  });
}
