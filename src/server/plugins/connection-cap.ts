import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddressKey } from './client-address';
import { rawErrorResponse } from './client-errors';

const REFUSAL = rawErrorResponse(
  503,
  'too_many_connections',
  'Too many connections from your address are open at once: close some (or wait a few ' +
    'seconds) and try again.',
  { 'Retry-After': '10' },
);

export interface ConnectionCapOptions {
  /** Sockets one client address (an IPv6 /64) may hold open at once; 0 turns the cap off. */
  maxPerClient: number;
  log: FastifyBaseLogger;
}

/**
 * Caps the sockets one client address holds open at once, counted as address-based limits
 * count (an IPv6 client by its /64), when the connection arrives and before a byte is read:
 * one client's idle or half-sent requests can no longer take every socket the process has.
 * A connection past the cap is answered 503 in the error shape and closed at once.
 *
 * By hand because neither Node (`server.maxConnections` is one total for every client) nor
 * Fastify nor a maintained package caps sockets per client address.
 */
export function capConnectionsPerClient(
  server: Server,
  { maxPerClient, log }: ConnectionCapOptions,
) {
  if (maxPerClient <= 0) return;
  const open = new Map<string, number>();
  // Clients logged as at the cap, so a flood writes one line and not one per connection.
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return; // already gone
    const client = clientAddressKey(address);
    const count = open.get(client) ?? 0;
    if (count >= maxPerClient) {
      if (!refusing.has(client)) {
        refusing.add(client);
        log.warn({ client, open: count }, 'connection cap reached: refusing new connections');
      }
      // Best effort: a client that already sent its request reads the 503, others a close.
      socket.write(REFUSAL);
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) {
        open.set(client, left);
        return;
      }
      // Logged again only once the client has gone quiet, not each time a socket of a
      // continuing flood closes.
      open.delete(client);
      refusing.delete(client);
    });
  });
}
