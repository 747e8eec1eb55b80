import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appServices } from './app-services';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedAgents } from './db/seed';
import { seedWizards } from './db/seed-wizards';
import type { Mailer } from './mailer';
import { adminModule, adminServices, cliBearer, claimFirstOperator } from './modules/admin';
import { CLI_TOKEN_PREFIX } from './modules/admin';
import { agentMcpModule } from './modules/agent-mcp';
import { agentsModule, agentsServices } from './modules/agents';
import {
  apiKeysModule,
  apiKeysServices,
  keyBearer,
  usageRecording,
  widgetBearer,
  WIDGET_TOKEN_PREFIX,
} from './modules/api-keys';
import { authRoutes, authServices, createAccessTokenVerifier } from './modules/auth';
import { billingModule, billingServices } from './modules/billing';
import { chatModule, chatRateLimit, chatServices } from './modules/chat';
import { contactRoutes, contactServices } from './modules/contact';
import { feedbackRoutes } from './modules/feedback';
import { healthRoutes } from './modules/health';
import { handoffModule } from './modules/handoff';
import { inboxRoutes, inboxServices } from './modules/inbox';
import { profileRoutes } from './modules/profile';
import { configuredTools, toolsModule, toolsServices } from './modules/tools';
import { MAX_VOICE_MESSAGE_BYTES, voiceRoutes, voiceServices } from './modules/voice';
import { voiceSocketErrorHandler } from './modules/voice';
import { widgetRoutes } from './modules/widget';
import { wizardModule } from './modules/wizard';
import { clientErrorHandler } from './plugins/client-errors';
import { capConnectionsPerClient } from './plugins/connection-cap';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { documentCallerRefusals, registerOpenApi } from './plugins/openapi';
import { keyRateLimitPlugin } from './plugins/key-rate-limit';
import { principalPlugin, type BearerVerifier } from './plugins/principal';
import { registerRateLimits } from './plugins/rate-limit';
import { RequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerWidgetCors } from './plugins/widget-cors';
import { textGuardPlugin } from './plugins/text-guard';
import { mcpToolsModule } from './modules/mcp-tools';
import { httpToolsModule } from './modules/http-tools';

export interface AppDependencies {
  /** An already open database (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  /** How often undelivered contact e-mails are retried. */
  contactRetryMs?: number;
  /** Where log lines go instead of stdout (tests read the warnings a fault should log). */
  logStream?: { write(line: string): void };
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The API's callers: every route knows its principal (visitor, person, API key or widget
 * session), calls with a key count against its limit and are recorded, and NUL characters
 * are refused at the door.
 */
async function registerCallerHooks(
  scope: FastifyInstance,
  morePrefixes: Record<string, BearerVerifier> = {},
) {
  const { db, auth, config } = scope;
  await scope.register(principalPlugin, {
    verify: createAccessTokenVerifier({ db, auth, issuer: config.publicUrl }),
    byPrefix: {
      cf_: keyBearer(scope.apiKeys),
      [WIDGET_TOKEN_PREFIX]: widgetBearer(scope.widgetTokens, scope.apiKeys),
      ...morePrefixes,
    },
  });
  // The principal refuses with 401/403 on any route of the scope: documented here, once.
  documentCallerRefusals(scope);
  // Before the key limiter: refusals by it are recorded too.
  await scope.register(usageRecording);
  await scope.register(keyRateLimitPlugin);
  await scope.register(textGuardPlugin);
}

/** The API's routes that only the app's own pages and servers call: no CORS hook runs. */
async function apiScope(api: FastifyInstance) {
  await registerCallerHooks(api);
  await api.register(healthRoutes);
  // Before the agents' routes: it checks the MCP tools their form names (mcp-tools-module.ts).
  await api.register(mcpToolsModule);
  // Before the agents' routes too: it checks the HTTP tools their form names.
  await api.register(httpToolsModule);
  await api.register(agentsModule, { configuredTools });
  await api.register(contactRoutes);
  await api.register(profileRoutes);
  await api.register(billingModule);
  await api.register(toolsModule);
  await api.register(apiKeysModule);
  await api.register(voiceRoutes);
  await api.register(agentMcpModule);
  await api.register(inboxRoutes);
}

/**
 * The calls a widget on another site makes (chat, its conversations, widget tokens). CORS
 * comes first, so a refusal by the caller hooks (a key not allowed on that site, a spent
 * limit) still carries the headers the page needs to read it.
 */
async function crossOriginScope(scope: FastifyInstance) {
  await registerWidgetCors(scope);
  await registerCallerHooks(scope);
  // One per-caller limit on turns, spent by the chat and by the wizard's chat and plan.
  const limit = chatRateLimit(scope);
  await scope.register(chatModule, { limit });
  await scope.register(wizardModule, { limit });
  await scope.register(widgetRoutes);
  // The widget rates its replies too (issue 33 §2).
  await scope.register(feedbackRoutes);
  await scope.register(handoffModule, { limit });
}

/** The operators' API: the console's people, and the command line's token from DATA_DIR. */
async function adminScope(scope: FastifyInstance) {
  await registerCallerHooks(scope, { [CLI_TOKEN_PREFIX]: cliBearer(scope.adminToken) });
  await scope.register(adminModule);
}

/** better-auth's endpoints under /api/auth: its own session bearer, not the principal's. */
async function authScope(scope: FastifyInstance) {
  await scope.register(textGuardPlugin);
  await scope.register(authRoutes);
}

/**
 * Each module's services, on the root instance before any route: the principal of every
 * scope, and other modules' routes, read them. Each plugin names the ones it depends on.
 */
async function moduleServices(app: FastifyInstance, contactRetryMs: number) {
  await app.register(authServices, { onAccountCreated: claimFirstOperator });
  await app.register(apiKeysServices);
  await app.register(billingServices);
  await app.register(toolsServices);
  await app.register(adminServices);
  await app.register(voiceServices);
  await app.register(agentsServices);
  // Before chat: a visitor asking for a person is told whether the inbox is open somewhere.
  await app.register(inboxServices);
  await app.register(chatServices);
  await app.register(contactServices, { retryEveryMs: contactRetryMs });
}

/** Builds the whole application; never listens (server.ts does). */
export async function buildApp(
  config: AppConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Requests are logged at debug, and slow ones at info (plugins/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    clientErrorHandler,
    // A half-sent request holds its socket for seconds, not Node's 60-90 s; a whole request
    // may take longer to arrive (an upload on a slow line). Neither limits the answer, so
    // long event streams and voice WebSockets are not cut.
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // How often Node looks for requests past those timeouts (its default is every 30 s).
      connectionsCheckingInterval: 1_000,
    },
  });
  capConnectionsPerClient(app.server, {
    maxPerClient: config.http.maxConnectionsPerClient,
    log: app.log,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The API speaks JSON (and multipart where declared): a text body is refused with 415.
  app.removeContentTypeParser('text/plain');

  const database =
    deps.database ?? (await openDatabase(config.database, { warn: (m) => app.log.warn(m) }));
  if (!deps.database) app.addHook('onClose', async () => database.close());
  if (config.seedAgents) await seedAgents(database.db);
  // Wizards are the product's own data, like its migrations: always there.
  await seedWizards(database.db);
  try {
    await app.register(appServices, { config, database, mailer: deps.mailer });
    await moduleServices(app, deps.contactRetryMs ?? 5 * 60_000);
  } catch (error) {
    // Refused at start (the auth secret): the data directory is given back before saying why.
    if (!deps.database) await database.close().catch(() => undefined);
    throw error;
  }

  await registerSecurity(app);
  await registerRateLimits(app);
  await registerOpenApi(app);
  await app.register(websocket, {
    options: { maxPayload: MAX_VOICE_MESSAGE_BYTES },
    errorHandler: voiceSocketErrorHandler,
  });
  await app.register(authScope);
  await app.register(apiScope);
  await app.register(crossOriginScope);
  await app.register(adminScope);
  await registerStatic(app, config.webDistDir);
  return app;
}
