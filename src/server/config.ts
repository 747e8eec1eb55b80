import path from 'node:path';
import { z } from 'zod';
import { BillingConfigError, loadBillingConfig } from './billing-config';
import { EnvSchema, type Env } from './config-env';
import { parseMcpServers } from './config-mcp';

/**
 * ICE_SERVERS: a JSON array of RTCIceServer objects, or STUN/TURN URLs separated by commas;
 * empty (the default) for loopback and LAN, where host candidates connect.
 */
function parseIceServers(
  text: string,
): Array<{ urls: string | string[]; username?: string; credential?: string }> {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith('[')) {
    const servers = z
      .array(
        z.object({
          urls: z.union([z.string(), z.array(z.string())]),
          username: z.string().optional(),
          credential: z.string().optional(),
        }),
      )
      .safeParse(JSON.parse(trimmed));
    if (!servers.success)
      throw new ConfigError(
        'Invalid configuration:\n  ICE_SERVERS: not a list of {urls, username?, credential?}',
      );
    return servers.data;
  }
  return trimmed.split(',').map((url) => ({ urls: url.trim() }));
}

/** What the speech providers cannot start without. */
function speechProblems(e: Env): string[] {
  const problems: string[] = [];
  for (const [name, provider, baseUrl, apiKey, model] of [
    ['STT', e.STT_PROVIDER, e.STT_BASE_URL, e.STT_API_KEY, e.STT_MODEL],
    ['TTS', e.TTS_PROVIDER, e.TTS_BASE_URL, e.TTS_API_KEY, e.TTS_MODEL],
  ] as const) {
    if (provider === 'openai' && !apiKey) {
      problems.push(`  ${name}_API_KEY: required when ${name}_PROVIDER=openai`);
    }
    if (provider === 'openai-compatible' && !baseUrl) {
      problems.push(`  ${name}_BASE_URL: required when ${name}_PROVIDER=openai-compatible`);
    }
    if (provider === 'openai-compatible' && !model) {
      problems.push(`  ${name}_MODEL: required when ${name}_PROVIDER=openai-compatible`);
    }
  }
  return problems;
}

/** What each provider cannot start without; checked at start-up, not at the first chat. */
function llmProblems(e: Env): string[] {
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

/** The console's settings each of these variables decides; set, it wins and shows as locked. */
export const SETTING_VARIABLES = {
  model: ['LLM_PROVIDER', 'LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS'],
  speech: [
    'STT_PROVIDER',
    'STT_BASE_URL',
    'STT_MODEL',
    'STT_API_KEY',
    'TTS_PROVIDER',
    'TTS_BASE_URL',
    'TTS_MODEL',
    'TTS_API_KEY',
    'TTS_VOICE',
  ],
} as const;

export type SettingVariable = (typeof SETTING_VARIABLES)[keyof typeof SETTING_VARIABLES][number];

/** The setting variables given a value in the environment (an empty value is not set). */
function variablesSet(env: NodeJS.ProcessEnv): SettingVariable[] {
  return Object.values(SETTING_VARIABLES)
    .flat()
    .filter((name) => (env[name] ?? '').trim() !== '');
}

/** `kind=url` pairs, comma-separated; a bare URL is an OpenAI-compatible server. */
function discoveryTargets(text: string): Array<{ kind: string; url: string }> {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const [kind, url] =
        at > 0 ? [part.slice(0, at), part.slice(at + 1)] : ['openai-compatible', part];
      return { kind: kind.trim(), url: url.trim().replace(/\/$/, '') };
    });
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
  const mcp = parseMcpServers(e.MCP_SERVERS);
  const problems = [
    ...llmProblems(e),
    ...speechProblems(e),
    ...('problem' in mcp ? [mcp.problem] : []),
  ];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  let billing;
  try {
    billing = loadBillingConfig(env);
  } catch (error) {
    if (!(error instanceof BillingConfigError)) throw error;
    throw new ConfigError(`Invalid configuration:\n${error.message}`);
  }
  let iceServers;
  try {
    iceServers = parseIceServers(e.ICE_SERVERS);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError('Invalid configuration:\n  ICE_SERVERS: not valid JSON');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    trustedOrigins: trustedOriginsOf(publicUrl),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    http: {
      /**
       * Sockets one client address (an IPv6 /64) may hold open at once; 0 = no cap. Off by
       * default behind a proxy, where every socket is the proxy's (it caps per client there).
       */
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT ?? (e.TRUST_PROXY ? 0 : 500),
      /** How long a client may take to send a request's headers, then 408 and closed. */
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      /** How long a whole request (headers and body, not the answer) may take to arrive. */
      requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS),
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' as const, dataDir: path.resolve(e.DATA_DIR) },
    seedAgents: e.SEED_AGENTS,
    /** Shared state across nodes (limits, notices); unset = one process, all in memory. */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_KEY_PREFIX } : undefined,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX },
    /** The Service Agreement's governing law and arbitration body; unset = the wording without. */
    legal: { jurisdiction: e.LEGAL_JURISDICTION, arbitrationBody: e.LEGAL_ARBITRATION_BODY },
    auth: {
      secret: e.AUTH_SECRET,
      /** The secret before AUTH_SECRET while it is being replaced: read with, never used to seal. */
      previousSecret: e.AUTH_SECRET_PREVIOUS,
      tokenTtlS: e.AUTH_TOKEN_TTL_S,
      signInMaxPerIp: e.SIGN_IN_MAX_PER_IP,
      signInMaxPerAccount: e.SIGN_IN_MAX_PER_ACCOUNT,
      /** Sign-ups per client address per hour, counted on every node. */
      signUpMaxPerIp: e.SIGN_UP_MAX_PER_IP,
      /** A new account signs in once its e-mail link is opened; a taken e-mail then answers like a new one. */
      requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
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
      /** Chat turns a visitor (per address, IPv6 per /64) may ask for per UTC day: below a free account's. */
      visitorTurnsPerDay: e.CHAT_TURNS_PER_DAY_VISITOR,
      /** The privacy policy's promise: conversations (and their files) go this long after their last message. */
      retentionMonths: e.CONVERSATION_RETENTION_MONTHS,
      handoffWaitSeconds: e.HANDOFF_WAIT_SECONDS,
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
    voice: {
      iceServers,
      stt: {
        provider: e.STT_PROVIDER,
        baseUrl: (e.STT_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
        apiKey: e.STT_API_KEY,
        model: e.STT_MODEL ?? 'whisper-1',
        /** The local recogniser (Debian's pocketsphinx). */
        pocketsphinxPath: e.POCKETSPHINX_PATH,
      },
      tts: {
        provider: e.TTS_PROVIDER,
        baseUrl: (e.TTS_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
        apiKey: e.TTS_API_KEY,
        model: e.TTS_MODEL ?? 'tts-1',
        voice: e.TTS_VOICE,
        /** The local voice (Debian's espeak-ng). */
        espeakPath: e.ESPEAK_NG_PATH,
      },
      /** Silence after speech that ends the caller's turn. */
      silenceMs: e.VOICE_SILENCE_MS,
      /** Speech shorter than this (a cough, "hmm") neither makes a turn nor interrupts. */
      minSpeechMs: e.VOICE_MIN_SPEECH_MS,
      /** Speech needed while the coach talks before it stops talking (barge-in). */
      bargeInMs: e.VOICE_BARGE_IN_MS,
      vadThreshold: e.VOICE_VAD_THRESHOLD,
      maxCalls: e.VOICE_MAX_CALLS,
      maxCallSeconds: e.VOICE_MAX_CALL_SECONDS,
      /** Calls at once from one client address (an IPv6 client is its /64), on all nodes. */
      callsPerAddress: e.VOICE_CALLS_PER_ADDRESS,
      /** Calls at once by one signed-in account, on all nodes. */
      callsPerAccount: e.VOICE_CALLS_PER_ACCOUNT,
    },
    billing,
    operators: {
      /** Lower-cased; empty means the first account created becomes the operator. */
      emails: e.OPERATOR_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    },
    /** Where the console looks for local model servers, at start and on demand. */
    modelDiscovery: discoveryTargets(e.MODEL_DISCOVERY_URLS),
    /** Setting variables set in the environment: they win over the console's values. */
    lockedSettings: variablesSet(env),
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
    mcp: {
      /** MCP servers whose tools agents' owners may switch on. */
      servers: 'servers' in mcp ? mcp.servers : [],
    },
  };
}
