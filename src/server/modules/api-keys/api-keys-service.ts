import { desc, eq } from 'drizzle-orm';
import type {
  ApiKey,
  CreateApiKeySchema,
  CreatedApiKey,
  RateLimitState,
  UpdateApiKey,
} from '../../../shared/schemas/api-keys';
import type { z } from 'zod';
import type { ApiKeyServices } from './api-keys-module';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/api-keys-schema';
import { badRequest, DomainError } from '../../domain-error';
import type { Principal } from '../auth';
import { assertOwnsAgent, keyStatus, ownedKey, type ApiKeyRow } from './key-access';
import { generateKeySecret, hashKeySecret } from './key-secret';

interface AgentOptions {
  db: Db;
  principal: Principal;
  agentId: string;
}
interface KeyOptions extends AgentOptions {
  keyId: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  return {
    id: row.id,
    agent_id: row.agentId,
    name: row.name,
    key_type: row.keyType,
    status: keyStatus(row, now),
    key_prefix: row.keyPrefix,
    rate_limit_per_hour: row.rateLimitPerHour,
    session_timeout_seconds: row.sessionTimeoutSeconds,
    allowed_domains: row.allowedDomains,
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
  };
}

/** An expiry must lie ahead: a key that is born expired is a mistake worth saying. */
function futureExpiry(expiresAt: string | null | undefined): Date | null | undefined {
  if (expiresAt === undefined || expiresAt === null) return expiresAt;
  const date = new Date(expiresAt);
  if (date <= new Date()) throw badRequest('expires_at must be in the future.');
  return date;
}

/** The agent's keys, newest first, revoked and expired ones included (rows are never deleted). */
export async function listKeys(options: AgentOptions): Promise<ApiKey[]> {
  await assertOwnsAgent(options);
  const rows = await options.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.agentId, options.agentId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toApiKey(row));
}

/** A new key; its secret is in this answer and nowhere else, ever. */
export async function createKey(
  options: AgentOptions & { pepper: Buffer; input: z.output<typeof CreateApiKeySchema> },
): Promise<CreatedApiKey> {
  const { input } = options;
  if (input.agent_id && input.agent_id !== options.agentId) {
    throw badRequest('agent_id in the body must be the agent of the path (or be left out).');
  }
  await assertOwnsAgent(options);
  const secret = generateKeySecret(input.key_type);
  const [row] = await options.db
    .insert(apiKeys)
    .values({
      agentId: options.agentId,
      name: input.name,
      keyType: input.key_type,
      keyPrefix: secret.keyPrefix,
      lookup: secret.lookup,
      secretHash: hashKeySecret(options.pepper, secret.secret),
      allowedDomains: input.allowed_domains,
      rateLimitPerHour: input.rate_limit_per_hour,
      sessionTimeoutSeconds: input.session_timeout_seconds,
      expiresAt: futureExpiry(input.expires_at) ?? null,
    })
    .returning();
  if (!row) throw new Error('the key row was not returned');
  return { ...toApiKey(row), secret_key: secret.secret };
}

export async function getKey(options: KeyOptions): Promise<ApiKey> {
  return toApiKey(await ownedKey(options));
}

/** Changes what an owner may change; a revoked key stays as it was revoked. */
export async function updateKey(
  options: KeyOptions & { input: UpdateApiKey; forget: ApiKeyServices['forget'] },
): Promise<ApiKey> {
  const current = await ownedKey(options);
  if (current.revokedAt) {
    throw new DomainError(
      'conflict',
      'conflict',
      'This API key has been revoked and can no longer be changed.',
    );
  }
  const { input } = options;
  const [row] = await options.db
    .update(apiKeys)
    .set({
      name: input.name,
      allowedDomains: input.allowed_domains,
      rateLimitPerHour: input.rate_limit_per_hour,
      sessionTimeoutSeconds: input.session_timeout_seconds,
      expiresAt: futureExpiry(input.expires_at),
    })
    .where(eq(apiKeys.id, current.id))
    .returning();
  await options.forget(current.id);
  return toApiKey(row ?? current);
}

/** Revokes a key at once on every node (the notice is sent before the answer); revoking again changes nothing. */
export async function revokeKey(
  options: KeyOptions & { forget: ApiKeyServices['forget'] },
): Promise<ApiKey> {
  const current = await ownedKey(options);
  if (current.revokedAt) return toApiKey(current);
  const [row] = await options.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(eq(apiKeys.id, current.id))
    .returning();
  await options.forget(current.id);
  return toApiKey(row ?? current);
}

/** The key's limiter as it stands now, without counting a call. */
export async function rateLimitState(
  options: KeyOptions & { limiter: ApiKeyServices['limiter'] },
): Promise<RateLimitState> {
  const key = await ownedKey(options);
  const state = await options.limiter.state(key.id, key.rateLimitPerHour);
  return {
    limit: state.limit,
    remaining: state.remaining,
    reset: state.resetAt.toISOString(),
    window_seconds: options.limiter.windowMs / 1000,
  };
}
