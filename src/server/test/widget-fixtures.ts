import type { FastifyInstance } from 'fastify';
import type { API_KEY_TYPES } from '../../shared/constants';
import { apiKeys } from '../db/api-keys-schema';
import { generateKeySecret, hashKeySecret } from '../modules/api-keys/key-secret';
import { bearer, signUp, type TestAccount } from './accounts';

/** An active private agent of a new person's, with optional widget settings. */
export async function widgetAgent(
  app: FastifyInstance,
  widget: { widget_display_name?: string; widget_allowed_domains?: string[] } = {},
  owner?: TestAccount,
) {
  const account = owner ?? (await signUp(app));
  const res = await app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(account.accessToken),
    payload: {
      name: 'Pricing Coach',
      description: 'Helps with pricing',
      instruction: 'Help founders price their product.',
      knowledge: 'Value-based pricing charges by the value a customer gets.',
      status: 'active',
      ...widget,
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`agent not created: ${res.statusCode} ${res.body}`);
  }
  return { owner: account, agentId: res.json().id as string };
}

/**
 * An API key of an agent, written straight into the table the way key creation stores it
 * (the secret is answered once, only its HMAC is kept).
 */
export async function agentKey(
  app: FastifyInstance,
  agentId: string,
  options: {
    keyType?: (typeof API_KEY_TYPES)[number];
    allowedDomains?: string[];
    sessionTimeoutSeconds?: number;
    expiresAt?: Date;
    revokedAt?: Date;
  } = {},
) {
  const keyType = options.keyType ?? 'restricted';
  const fresh = generateKeySecret(keyType);
  const [row] = await app.db
    .insert(apiKeys)
    .values({
      agentId,
      name: 'Website',
      keyType,
      keyPrefix: fresh.keyPrefix,
      lookup: fresh.lookup,
      secretHash: hashKeySecret(app.apiKeys.pepper, fresh.secret),
      allowedDomains: options.allowedDomains ?? [],
      sessionTimeoutSeconds: options.sessionTimeoutSeconds ?? 3600,
      expiresAt: options.expiresAt,
      revokedAt: options.revokedAt,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('key not written');
  return { keyId: row.id, secret: fresh.secret };
}
