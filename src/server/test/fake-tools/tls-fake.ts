import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './tls-fixture';

export interface TlsFake {
  port: number;
  /** SNI names clients sent, one per TLS connection. */
  serverNames: string[];
  requests: number;
  close(): Promise<void>;
}

/** An HTTPS server on loopback with a certificate no public CA signed. */
export async function startTlsFake(): Promise<TlsFake> {
  const fake = { serverNames: [] as string[], requests: 0 };
  const options = {
    key: TEST_TLS_KEY,
    cert: TEST_TLS_CERT,
    // Seen before the client judges the certificate, so it records SNI even for refusals.
    SNICallback: (name: string, done: (error: Error | null) => void) => {
      fake.serverNames.push(name);
      done(null);
    },
  };
  const server = createServer(options, (_req, res) => {
    fake.requests += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>secure</title>');
  });
  // The client hangs up during the handshake when it rejects the certificate; that is expected.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
