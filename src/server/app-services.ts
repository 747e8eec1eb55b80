import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClusterBus, type ClusterBus } from './cluster/cluster-bus';
import { connectRedis, type RedisConnection } from './cluster/redis-connection';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createRetentionSweep, type RetentionSweep } from './lib/retention-sweep';
import { createMailer, type Mailer } from './mailer';
import { createCatalogueCache, type CatalogueCache } from './modules/agents';
import { createUsageRecorder, type UsageRecorder } from './modules/api-keys';
import { openAuthSecrets } from './auth-secrets';
import { createAuth, type Auth } from './modules/auth';
import { createBillingServices, type BillingServices } from './modules/billing';
import { startBillingSweep } from './modules/billing';
import { createKeyAuthenticator, type KeyAuthenticator } from './modules/api-keys';
import { createKeyRateLimiter, type KeyRateLimiter } from './modules/api-keys';
import { createFailoverRateStore, createRedisRateStore } from './modules/api-keys';
import { createMemoryRateStore } from './modules/api-keys';
import { createAgentCache } from './modules/chat';
import { createCoachDirectory } from './modules/chat';
import { createAttachmentReader } from './modules/chat';
import { createChatEngine } from './modules/chat';
import { createOfflineChatEngine } from './modules/chat';
import type { TurnRuntime } from './modules/chat';
import { createContactOutbox, type ContactOutbox } from './modules/contact';
import { createCalendarGateway } from './modules/tools';
import type { CalendarGateway } from './modules/tools';
import { loadCalendarTool } from './modules/tools';
import type { SecretBox } from './modules/tools';
import { createToolsContext } from './modules/tools';
import { httpToolSource } from './modules/http-tools';
import { mcpToolSource } from './modules/mcp-tools';
import { createVoiceService, type VoiceService } from './modules/voice';
import { createSpeechEngines } from './modules/voice';
import { createLiveSettings, type LiveSettings } from './modules/admin';
import { claimFirstOperator } from './modules/admin';
import type { WidgetTokens } from './modules/api-keys';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    contactOutbox: ContactOutbox;
    catalogueCache: CatalogueCache;
    auth: Auth;
    /** Authorises operator commands on the loopback-only admin routes. */
    adminToken: string;
    /** What every chat turn runs on: the engine, the agents' tools and the agent cache. */
    chatRuntime: TurnRuntime;
    /** Seals tool credentials (Google tokens) at rest. */
    toolSecrets: SecretBox;
    /** What the server asks Google while an owner sets the calendar tool up. */
    calendarGateway: CalendarGateway;
    /** The usage ledger of API keys and widget sessions, written in batches off the hot path. */
    usageRecorder: UsageRecorder;
    /** API keys: who a key is (cached), forgetting a changed key, and each key's hourly limit. */
    apiKeys: ApiKeyServices;
    /** Signs and verifies widget session tokens (`cfw_…`). */
    widgetTokens: WidgetTokens;
    /** Voice calls: speech engines, settings, call tokens and the calls in progress. */
    voice: VoiceService;
    /** Plans, the payment provider and the daily usage counted against the plans. */
    billing: BillingServices;
    /** What several nodes share: Redis (when REDIS_URL is set) and the notices between nodes. */
    cluster: ClusterServices;
    /** The model and speech in force: the environment's, else the operators' console settings. */
    liveSettings: LiveSettings;
    /** The daily retention sweep: each module registers the deletion of its own expired data. */
    retention: RetentionSweep;
  }
}

export interface ClusterServices {
  redis?: RedisConnection;
  bus: ClusterBus;
  /** Logs, at most every 30 s, that a limiter counts on this node because Redis failed. */
  fellBack(error: unknown): void;
}

export interface ApiKeyServices extends Pick<KeyAuthenticator, 'authenticate' | 'settings'> {
  /** Every node forgets the key; resolves once the notice has left for the other nodes. */
  forget(keyId: string): Promise<void>;
  limiter: KeyRateLimiter;
  /** HMAC key for stored key hashes, derived from the auth secret. */
  pepper: Buffer;
}

export interface ServiceOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  /** How often undelivered contact e-mails are retried. */
  contactRetryMs: number;
}

/**
 * The app's services, made once and decorated on the root instance: the one way modules get
 * their dependencies (`app.db`, `app.chatRuntime`, ...).
 */
export const appServices = fp(
  async (app: FastifyInstance, options: ServiceOptions) => {
    const { config, database } = options;
    // One mailer for contact requests and account e-mails; the outbox closes it with the app.
    const mailer = options.mailer ?? createMailer(config.mail, app.log);
    const contactOutbox = createContactOutbox({
      db: database.db,
      mailer,
      inbox: config.mail.contactInbox,
      log: app.log,
      retryEveryMs: options.contactRetryMs,
    });
    // Never from the database they protect (auth-secrets.ts).
    const secrets = await openAuthSecrets({ config, database, log: app.log });
    const { toolSecrets, pepper } = secrets;
    const keyAuthenticator = createKeyAuthenticator({
      db: database.db,
      pepper,
      olderPeppers: secrets.olderPeppers,
    });
    const redis = config.redis ? connectRedis(config.redis, app.log) : undefined;
    const bus = createClusterBus({ redis, log: app.log });
    let fellBackAt = 0;
    const fellBack = (error: unknown) => {
      if (Date.now() - fellBackAt < 30_000) return;
      fellBackAt = Date.now();
      app.log.warn({ err: error }, 'redis: a limit is counted on this node only for now');
    };
    app.decorate('cluster', { redis, bus, fellBack } satisfies ClusterServices);
    app.addHook('onClose', async () => {
      await bus.close();
      await redis?.close();
    });
    const limiter = createKeyRateLimiter({
      store: redis
        ? createFailoverRateStore({
            shared: createRedisRateStore(redis.commands, `${redis.prefix}key-rate:`),
            local: createMemoryRateStore(),
            sharedIsUp: () => redis.ready,
            onFallback: fellBack,
          })
        : createMemoryRateStore(),
    });
    const tools = createToolsContext({
      config: config.tools,
      calendarFor: (agent) =>
        loadCalendarTool({
          db: database.db,
          box: toolSecrets,
          config: config.tools,
          agent,
          log: app.log,
        }),
      sources: [
        mcpToolSource(config),
        httpToolSource({ db: database.db, box: toolSecrets, config }),
      ],
    });

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('contactOutbox', contactOutbox);
    const catalogueCache = createCatalogueCache({ ttlMs: config.catalogueCacheTtlMs });
    app.decorate('catalogueCache', catalogueCache);
    bus.on('catalogue-changed', () => catalogueCache.invalidate());
    app.decorate(
      'auth',
      await createAuth({
        db: database.db,
        config,
        mailer,
        secret: secrets.current,
        log: app.log,
        // With no operator named in the config, the first account made runs the server.
        onAccountCreated: () => claimFirstOperator(database.db, config),
      }),
    );
    app.decorate('adminToken', randomBytes(32).toString('base64url'));
    app.decorate('toolSecrets', toolSecrets);
    app.decorate('calendarGateway', createCalendarGateway(config.tools));
    app.decorate('apiKeys', {
      authenticate: keyAuthenticator.authenticate,
      // Every node forgets the key (and ends its calls when it can no longer be used).
      forget: (keyId) => bus.publish('api-key-changed', { keyId }),
      settings: keyAuthenticator.settings,
      limiter,
      pepper,
    } satisfies ApiKeyServices);
    app.addHook('onClose', async () => limiter.close());
    app.decorate('widgetTokens', secrets.widgetTokens);
    const billing = createBillingServices({ config, db: database.db });
    app.decorate('billing', billing);
    const voice = createVoiceService({
      config,
      db: database.db,
      authSecret: secrets.current,
      previousAuthSecret: secrets.previous,
      redis,
      onFallback: fellBack,
    });
    app.decorate('voice', voice);
    const liveSettings = await createLiveSettings({
      config,
      db: database.db,
      box: toolSecrets,
      log: app.log,
    });
    app.decorate('liveSettings', liveSettings);
    // Each node reads the settings again when any node saved them.
    bus.on('settings-changed', () => {
      liveSettings.reload().catch((error: unknown) => {
        app.log.error({ err: error }, 'operator settings: could not be read again');
      });
    });
    // Calls read the engines when they start: a change reaches the next call.
    Object.assign(voice.engines, createSpeechEngines(liveSettings.speech()));
    liveSettings.onChange('speech', () =>
      Object.assign(voice.engines, createSpeechEngines(liveSettings.speech())),
    );
    app.addHook('onClose', async () => voice.places.close());
    bus.on('api-key-changed', ({ keyId }) => {
      keyAuthenticator.forget(keyId);
      void keyAuthenticator.settings(keyId).then(
        async (usable) => !usable && voice.endRevoked({ keyId }),
        (error: unknown) => app.log.warn({ err: error, keyId }, 'voice: revoked key not checked'),
      );
    });
    bus.on('account-closed', ({ userId }) => {
      keyAuthenticator.forgetOwner(userId);
      void voice.endRevoked({ userId });
    });
    // Before the sockets close, so each caller hears why the call ended.
    app.addHook('preClose', async () => voice.endAll());
    const attachments = createAttachmentReader();
    const agentCache = createAgentCache();
    const coaches = createCoachDirectory(agentCache);
    bus.on('catalogue-changed', () => coaches.invalidate());
    const chatRuntime: TurnRuntime = {
      engine: createChatEngine(liveSettings.model()),
      offlineEngine: createOfflineChatEngine(),
      tools,
      agents: agentCache,
      usage: billing.usage,
      attachments,
      coaches,
    };
    app.decorate('chatRuntime', chatRuntime);
    // Turns read the engine when they start: a change reaches the next turn.
    liveSettings.onChange('model', () => {
      chatRuntime.engine = createChatEngine(liveSettings.model());
    });
    app.addHook('onClose', async () => attachments.close());
    app.addHook('onClose', async () => contactOutbox.close());
    const usageRecorder = createUsageRecorder({ db: database.db, log: app.log });
    app.decorate('usageRecorder', usageRecorder);
    app.addHook('onClose', async () => usageRecorder.close());
    const retention = createRetentionSweep({
      db: database.db,
      months: config.chat.retentionMonths,
    });
    app.decorate('retention', retention);
    // Once every module has registered its task.
    app.addHook('onReady', async () => retention.start(app.log));
    app.addHook('onClose', async () => retention.stop());
    const billingSweep = startBillingSweep({
      db: database.db,
      config: config.billing,
      plans: billing.plans,
      log: app.log,
    });
    app.addHook('onClose', async () => billingSweep.stop());
  },
  { name: 'app-services' },
);
