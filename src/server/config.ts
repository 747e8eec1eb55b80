import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment variable the server reads; `.env.example` lists the same names. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_AGENTS: z.preprocess(emptyAsUndefined, booleanText.default(true)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('CoachForge <no-reply@coachforge.local>'),
  CONTACT_INBOX: z.string().default('support@coachforge.local'),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  AUTH_TOKEN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(900),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(128).default(6),
  PASSWORD_MAX_LENGTH: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1024).optional(),
  ),
  PASSWORD_REQUIRE_LOWERCASE: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  PASSWORD_REQUIRE_UPPERCASE: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  PASSWORD_REQUIRE_NUMERIC: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  SIGN_IN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_PROVIDER_NAME: z.string().default('Single sign-on'),
  LLM_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  ),
  LLM_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  LLM_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(16).max(32_000).default(1024),
  LLM_KNOWLEDGE_CHARS: z.coerce.number().int().min(500).max(2_000_000).default(24_000),
  LLM_FILES_CHARS: z.coerce.number().int().min(500).max(2_000_000).default(24_000),
  TOOL_SECRETS_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((key) => Buffer.from(key, 'base64').length === 32, 'must be 32 bytes, base64')
      .optional(),
  ),
  GOOGLE_API_BASE_URL: z.url().default('https://www.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  YOUTUBE_BASE_URL: z.url().default('https://www.youtube.com'),
  TOOLS_ALLOW_PRIVATE_NETWORK: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  CHAT_TURNS_PER_MINUTE_VISITOR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CHAT_TURNS_PER_MINUTE_USER: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CONVERSATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
});

/** What each provider cannot start without; checked at start-up, not at the first chat. */
function llmProblems(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if ((e.LLM_PROVIDER === 'openai' || e.LLM_PROVIDER === 'anthropic') && !e.LLM_API_KEY) {
    problems.push(`  LLM_API_KEY: required when LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible') {
    if (!e.LLM_BASE_URL)
      problems.push('  LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible');
    if (!e.LLM_MODEL) problems.push('  LLM_MODEL: required when LLM_PROVIDER=openai-compatible');
  }
  return problems;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins people may sign in from. A public URL on this machine (the default, or a
 * loopback PUBLIC_URL) is reached by every loopback name people type, on its port.
 */
function trustedOriginsOf(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops start-up with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const problems = llmProblems(e);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustedOrigins: trustedOriginsOf(publicUrl),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' as const, dataDir: path.resolve(e.DATA_DIR) },
    seedAgents: e.SEED_AGENTS,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX },
    auth: {
      secret: e.AUTH_SECRET,
      tokenTtlS: e.AUTH_TOKEN_TTL_S,
      signInMaxPerIp: e.SIGN_IN_MAX_PER_IP,
      signInMaxPerAccount: e.SIGN_IN_MAX_PER_ACCOUNT,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID
          ? {
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_PROVIDER_NAME,
            }
          : undefined,
      passwordPolicy: {
        min_length: e.PASSWORD_MIN_LENGTH,
        max_length: e.PASSWORD_MAX_LENGTH ?? null,
        require_lowercase: e.PASSWORD_REQUIRE_LOWERCASE,
        require_uppercase: e.PASSWORD_REQUIRE_UPPERCASE,
        require_numeric: e.PASSWORD_REQUIRE_NUMERIC,
        require_non_alphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
      },
    },
    chat: {
      /** Chat turns a visitor (per address) may ask for per minute: they spend model money. */
      visitorTurnsPerMinute: e.CHAT_TURNS_PER_MINUTE_VISITOR,
      userTurnsPerMinute: e.CHAT_TURNS_PER_MINUTE_USER,
      /** The privacy policy's promise: conversations (and their files) go this long after their last message. */
      retentionMonths: e.CONVERSATION_RETENTION_MONTHS,
    },
    llm: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      model: e.LLM_MODEL,
      apiKey: e.LLM_API_KEY,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
      maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS,
      knowledgeChars: e.LLM_KNOWLEDGE_CHARS,
      filesChars: e.LLM_FILES_CHARS,
    },
    tools: {
      /** Google Identity Services' token flow in the browser needs only the client id. */
      googleClientId: e.GOOGLE_CLIENT_ID,
      /** With it, calendars connect through the code flow and renew (google-token-client.ts). */
      googleClientSecret: e.GOOGLE_CLIENT_SECRET,
      googleTokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      secretsKey: e.TOOL_SECRETS_KEY,
      googleApiBaseUrl: e.GOOGLE_API_BASE_URL.replace(/\/$/, ''),
      youtubeBaseUrl: e.YOUTUBE_BASE_URL.replace(/\/$/, ''),
      /** Tests only: lets tools reach loopback and private addresses (SSRF guard off). */
      allowPrivateNetwork: e.TOOLS_ALLOW_PRIVATE_NETWORK,
    },
  };
}
