import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment variable the server reads; `.env.example` lists the same names. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,50}$/, 'letters, digits and _ : . - only')
    .default('coachforge:'),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_AGENTS: z.preprocess(emptyAsUndefined, booleanText.default(true)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  MAX_CONNECTIONS_PER_CLIENT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(1_000_000).optional(),
  ),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('CoachForge <no-reply@coachforge.local>'),
  CONTACT_INBOX: z.string().default('support@coachforge.local'),
  LEGAL_JURISDICTION: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  LEGAL_ARBITRATION_BODY: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  AUTH_SECRET_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
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
  SIGN_UP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  REQUIRE_EMAIL_VERIFICATION: z.preprocess(emptyAsUndefined, booleanText.default(true)),
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
  CHAT_TURNS_PER_DAY_VISITOR: z.coerce.number().int().min(1).max(100_000_000).default(20),
  CONVERSATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
  /** How long a request for a person waits to be taken before the coach carries on. */
  HANDOFF_WAIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  ICE_SERVERS: z.string().default(''),
  /** A JSON list of MCP servers agents may use (config-mcp.ts); empty: none. */
  MCP_SERVERS: z.string().default(''),
  STT_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 'openai', 'openai-compatible']).default('local'),
  ),
  STT_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  STT_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STT_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  TTS_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 'openai', 'openai-compatible']).default('local'),
  ),
  TTS_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TTS_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  TTS_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  TTS_VOICE: z.preprocess(emptyAsUndefined, z.string().default('alloy')),
  ESPEAK_NG_PATH: z.string().default('espeak-ng'),
  POCKETSPHINX_PATH: z.string().default('pocketsphinx_continuous'),
  VOICE_SILENCE_MS: z.coerce.number().int().min(100).max(5_000).default(600),
  VOICE_MIN_SPEECH_MS: z.coerce.number().int().min(0).max(5_000).default(250),
  VOICE_BARGE_IN_MS: z.coerce.number().int().min(0).max(5_000).default(300),
  VOICE_VAD_THRESHOLD: z.coerce.number().min(0.05).max(0.95).default(0.5),
  VOICE_MAX_CALLS: z.coerce.number().int().min(1).max(10_000).default(40),
  VOICE_MAX_CALL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3_600),
  VOICE_CALLS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(2),
  VOICE_CALLS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(2),
  /** Comma-separated e-mails of the operators; unset, the first account becomes the operator. */
  OPERATOR_EMAILS: z.string().default(''),
  /** Where the console looks for local model servers (Ollama, LM Studio, llama.cpp, vLLM). */
  MODEL_DISCOVERY_URLS: z
    .string()
    .default(
      'ollama=http://127.0.0.1:11434,lm-studio=http://127.0.0.1:1234,' +
        'llama.cpp=http://127.0.0.1:8080,vllm=http://127.0.0.1:8000',
    ),
});

export type Env = z.infer<typeof EnvSchema>;
