import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from './accounts';
import { createApiKey, createKeyedAgent } from './api-key-fixtures';

/** The page the widget runs on in these tests. */
export const SITE = 'https://shop.example.com';

export const newSession = () => `s_${randomUUID().replaceAll('-', '')}`;

/** One real chat turn through HTTP, as the app, a server with a key or the widget sends it. */
export async function chat(
  app: FastifyInstance,
  options: { token?: string; origin?: string; agentId: string; sessionId: string; message: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    payload: { message: options.message, session_id: options.sessionId, agent_id: options.agentId },
  });
  if (res.statusCode !== 200) throw new Error(`chat failed: ${res.statusCode} ${res.body}`);
  return res.json() as { response: string; message_index: number };
}

/** A widget session opened on SITE with a key's secret, as the loader does. */
export async function openWidget(app: FastifyInstance, agentId: string, secret: string) {
  const sessionId = newSession();
  const res = await app.inject({
    method: 'POST',
    url: `/api/widget/token/${sessionId}/${agentId}`,
    headers: { ...bearer(secret), origin: SITE },
    payload: { agent_id: agentId, session_id: sessionId },
  });
  if (res.statusCode !== 200) throw new Error(`widget failed: ${res.statusCode} ${res.body}`);
  return { sessionId, token: res.json().token as string };
}

/**
 * An owner's agent spoken to on every channel through HTTP: signed in in the app, with an API
 * key from a server, and in the widget on SITE; the conversations are made in that order.
 */
export async function conversationsOnEveryChannel(
  app: FastifyInstance,
  owner: TestAccount,
  words: { app: string; api: string; widget: string },
) {
  const agentId = await createKeyedAgent(app, owner, { name: `Coach ${randomUUID().slice(0, 6)}` });
  const key = await createApiKey(app, owner, agentId, { name: 'Shop server' });
  const appSession = newSession();
  await chat(app, { token: owner.accessToken, agentId, sessionId: appSession, message: words.app });
  const apiSession = newSession();
  await chat(app, { token: key.secret_key, agentId, sessionId: apiSession, message: words.api });
  const widget = await openWidget(app, agentId, key.secret_key);
  await chat(app, {
    token: widget.token,
    origin: SITE,
    agentId,
    sessionId: widget.sessionId,
    message: words.widget,
  });
  return { agentId, key, appSession, apiSession, widget };
}
