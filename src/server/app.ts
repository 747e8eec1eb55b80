import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedAgents } from './db/seed';
import { createMailer, type Mailer } from './mailer';
import { randomBytes } from 'node:crypto';
import { agentWriteRoutes } from './modules/agents/agent-write-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { agentsRoutes } from './modules/agents/agents-routes';
import { createAccessTokenVerifier } from './modules/auth/access-token-verifier';
import { createAuth, type Auth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { createCatalogueCache, type CatalogueCache } from './modules/agents/catalogue-cache';
import { createContactOutbox, type ContactOutbox } from './modules/contact/contact-outbox';
import { contactRoutes } from './modules/contact/contact-routes';
import type { ChatEngine } from './modules/chat/chat-engine';
import { createChatEngine } from './modules/chat/create-chat-engine';
import { chatFilesRoutes } from './modules/chat/chat-files-routes';
import { chatRoutes } from './modules/chat/chat-routes';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { calendarConfigRoutes } from './modules/tools/google-calendar/calendar-config-routes';
import { createCalendarGateway } from './modules/tools/google-calendar/calendar-gateway';
import { loadCalendarTool } from './modules/tools/google-calendar/calendar-tool';
import { createSecretBox, toolSecretsKey } from './modules/tools/secret-box';
import { createAgentRowCache, type AgentRowCache } from './modules/chat/agent-row-cache';
import { createToolsContext, type ToolsContext } from './modules/tools/tools-context';
import { toolsRoutes } from './modules/tools/tools-routes';
import { billingCustomerRoutes } from './modules/billing/billing-customer-routes';
import { feedbackRoutes } from './modules/feedback/feedback-routes';
import { healthRoutes } from './modules/health/health-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { registerBearerAuth } from './plugins/bearer-auth';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerTextGuard } from './plugins/text-guard';

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
    chatEngine: ChatEngine;
    toolsContext: ToolsContext;
    /** Agents' rows between chat turns, checked against the database each turn. */
    chatAgentRows: AgentRowCache;
  }
  interface FastifyRequest {
    /** The signed-in account's id; undefined for visitors. */
    viewerId?: string;
  }
}

export interface AppDependencies {
  /** An already open database (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  /** How often undelivered contact e-mails are retried. */
  contactRetryMs?: number;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application; never listens (server.ts does). */
export async function buildApp(
  config: AppConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);
  // The API speaks JSON (and multipart where declared): a text body is refused with 415.
  app.removeContentTypeParser('text/plain');

  const database = deps.database ?? (await openDatabase(config.database));
  const ownsDatabase = !deps.database;
  if (config.seedAgents) await seedAgents(database.db);

  const contactOutbox = createContactOutbox({
    db: database.db,
    mailer: deps.mailer ?? createMailer(config.mail, app.log),
    inbox: config.mail.contactInbox,
    log: app.log,
    retryEveryMs: deps.contactRetryMs ?? 5 * 60_000,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('contactOutbox', contactOutbox);
  app.decorate('catalogueCache', createCatalogueCache({ ttlMs: config.catalogueCacheTtlMs }));
  app.decorate('auth', await createAuth({ db: database.db, config }));
  app.decorate('chatEngine', createChatEngine(config.llm));
  app.decorate('chatAgentRows', createAgentRowCache());
  const toolSecrets = createSecretBox(
    toolSecretsKey(
      config.tools.secretsKey,
      await resolveAuthSecret(database.db, config.auth.secret),
    ),
  );
  app.decorate(
    'toolsContext',
    createToolsContext({
      config: config.tools,
      calendarFor: (agent) =>
        loadCalendarTool({
          db: database.db,
          box: toolSecrets,
          config: config.tools,
          agent,
          log: app.log,
        }),
    }),
  );
  app.decorate('adminToken', randomBytes(32).toString('base64url'));
  app.decorateRequest('viewerId', undefined);
  registerBearerAuth(app, createAccessTokenVerifier({ db: database.db, issuer: config.publicUrl }));

  app.addHook('onClose', async () => {
    await contactOutbox.close();
    if (ownsDatabase) await database.close();
  });

  await registerSecurity(app);
  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(agentsRoutes);
  await app.register(agentWriteRoutes);
  await app.register(contactRoutes);
  await app.register(profileRoutes);
  await app.register(chatRoutes);
  await app.register(chatFilesRoutes);
  await app.register(feedbackRoutes);
  await app.register(billingCustomerRoutes);
  await app.register(toolsRoutes);
  await app.register(
    calendarConfigRoutes({ gateway: createCalendarGateway(config.tools), box: toolSecrets }),
  );
  await app.register(adminRoutes(app.adminToken));
  await registerStatic(app, config.webDistDir);
  return app;
}
