import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeysRoutes } from './api-keys-routes';
import { createKeyAuthenticator, type KeyAuthenticator } from './key-authenticator';
import { createKeyRateLimiter, type KeyRateLimiter } from './key-rate-limiter';
import { createFailoverRateStore, createRedisRateStore } from './key-rate-redis-store';
import { createMemoryRateStore } from './key-rate-store';
import { keyUsageRoutes } from './key-usage-routes';
import { deleteExpiredKeyUsage } from './usage-retention';
import { createUsageRecorder, type UsageRecorder } from './usage-recorder';
import type { WidgetTokens } from './widget-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** API keys: who a key is (cached), forgetting a changed key, and each key's hourly limit. */
    apiKeys: ApiKeyServices;
    /** Signs and verifies widget session tokens (`cfw_…`). */
    widgetTokens: WidgetTokens;
    /** The usage ledger of API keys and widget sessions, written in batches off the hot path. */
    usageRecorder: UsageRecorder;
  }
}

export interface ApiKeyServices extends Pick<KeyAuthenticator, 'authenticate' | 'settings'> {
  /** Every node forgets the key; resolves once the notice has left for the other nodes. */
  forget(keyId: string): Promise<void>;
  limiter: KeyRateLimiter;
  /** HMAC key for stored key hashes, derived from the auth secret. */
  pepper: Buffer;
}

/** Counted in Redis when the app has it (falling back to this node while it is away). */
function keyRateLimiter(cluster: FastifyInstance['cluster']): KeyRateLimiter {
  const { redis, fellBack } = cluster;
  return createKeyRateLimiter({
    store: redis
      ? createFailoverRateStore({
          shared: createRedisRateStore(redis.commands, `${redis.prefix}key-rate:`),
          local: createMemoryRateStore(),
          sharedIsUp: () => redis.ready,
          onFallback: fellBack,
        })
      : createMemoryRateStore(),
  });
}

/**
 * Who calls with a key or a widget token, their limits and the usage ledger, on the root
 * instance: every scope's principal and usage hooks read them, so app.ts registers this first.
 */
export const apiKeysServices = fp(
  async (app: FastifyInstance) => {
    const { pepper, olderPeppers, widgetTokens } = app.serverSecrets;
    const keys = createKeyAuthenticator({ db: app.db, pepper, olderPeppers });
    const limiter = keyRateLimiter(app.cluster);
    const { bus } = app.cluster;
    app.decorate('apiKeys', {
      authenticate: keys.authenticate,
      // Every node forgets the key (voice ends its calls when it can no longer be used).
      forget: (keyId) => bus.publish('api-key-changed', { keyId }),
      settings: keys.settings,
      limiter,
      pepper,
    } satisfies ApiKeyServices);
    app.decorate('widgetTokens', widgetTokens);
    bus.on('api-key-changed', ({ keyId }) => keys.forget(keyId));
    bus.on('account-closed', ({ userId }) => keys.forgetOwner(userId));
    const usageRecorder = createUsageRecorder({ db: app.db, log: app.log });
    app.decorate('usageRecorder', usageRecorder);
    app.addHook('onClose', async () => limiter.close());
    app.addHook('onClose', async () => usageRecorder.close());
  },
  { name: 'api-keys-services', dependencies: ['app-services'] },
);

/** An owner's API keys and what their calls used; the usage ledger is swept like chats. */
export async function apiKeysModule(app: FastifyInstance) {
  app.retention.register('keyUsage', deleteExpiredKeyUsage);
  await app.register(apiKeysRoutes);
  await app.register(keyUsageRoutes);
}
