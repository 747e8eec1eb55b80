import type { Target } from './http-client';

/** The health probe's own address: no attack ever comes from it. */
export const PROBE_ADDRESS = '127.0.0.1';

/**
 * The server under test, which must be on this machine: the replay sends bombs and floods,
 * and gives each attacker and bystander its own 127.x.y.z address (Linux routes all of
 * 127.0.0.0/8 to loopback), so address-based limits see them as different clients.
 */
export function targetOf(baseUrl: string): Target {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(
      `${baseUrl} is not a URL: pass the server's address, e.g. http://127.0.0.1:3000.`,
    );
  }
  if (url.protocol !== 'http:') {
    throw new Error(
      `The replay speaks plain HTTP to a local server; ${url.protocol} is not supported.`,
    );
  }
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) {
    throw new Error(
      `Only servers on this machine may be attacked: ${url.hostname} is not localhost or 127.x.y.z. ` +
        'Start the server with HOST=127.0.0.1 and pass http://127.0.0.1:<port>.',
    );
  }
  const port = Number(url.port || 80);
  return { host, port, origin: `http://${host}:${port}` };
}

/** Hands out loopback source addresses, one per attacker or bystander, never the probe's. */
export class AddressPool {
  private next = 2;

  take(): string {
    const n = this.next++;
    if (n >= 254 * 254) throw new Error('the replay ran out of loopback addresses');
    return `127.0.${Math.floor(n / 254)}.${(n % 254) + 1}`;
  }
}
