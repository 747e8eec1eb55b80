import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsFake, type TlsFake } from '../../../../test/fake-tools/tls-fake';
import { safeFetch } from './safe-fetch';

let server: TlsFake;

beforeAll(async () => {
  server = await startTlsFake();
});
afterAll(() => server.close());

describe('https on a pinned connection', () => {
  it('sends the host name as SNI and refuses a certificate no CA vouches for', async () => {
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    await expect(
      safeFetch(
        { url: `https://secure.example:${server.port}/` },
        { allowPrivateNetwork: true, lookup },
      ),
    ).rejects.toMatchObject({
      code: 'tls_error',
      message: "The website's security certificate is not valid, so I didn't open it.",
    });
    // The TLS connection went to the vetted IP but named the host, as a browser would.
    expect(server.serverNames).toEqual(['secure.example']);
    expect(server.requests).toBe(0);
  });
});
