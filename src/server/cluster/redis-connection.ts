import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis shared by every node, or nothing (one process keeps its state in memory).
 * `commands` never queues while Redis is away: a command fails at once, and each caller
 * falls back to its local mode. `subscriber` is the second connection pub/sub needs; it
 * re-subscribes by itself after a reconnect.
 */
export interface RedisConnection {
  /** Starts every key and channel name of this deployment. */
  prefix: string;
  commands: Redis;
  subscriber: Redis;
  /** True while the command connection is up. */
  readonly ready: boolean;
  close(): Promise<void>;
}

/** Reconnect every 0.2 s at first, then every 2 s, for as long as the process lives. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000);

export function connectRedis(
  { url, prefix }: { url: string; prefix: string },
  log: FastifyBaseLogger,
): RedisConnection {
  const commands = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy,
    lazyConnect: false,
  });
  // The subscriber may queue its SUBSCRIBE until the first connection is made.
  const subscriber = new Redis(url, { connectTimeout: 2_000, retryStrategy });
  let wasReady = false;
  commands.on('ready', () => {
    if (wasReady) log.info('redis: connected again; shared limits and notices resume');
    else log.info('redis: connected');
    wasReady = true;
  });
  commands.on('end', () => undefined);
  let warnedAt = 0;
  const warn = (error: Error) => {
    // One line per 30 s while Redis stays away, not one per reconnect attempt.
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    log.warn(
      { err: error },
      'redis: unreachable; limits count on this node only and notices wait until it returns',
    );
  };
  commands.on('error', warn);
  subscriber.on('error', () => undefined);
  return {
    prefix,
    commands,
    subscriber,
    get ready() {
      return commands.status === 'ready';
    },
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
