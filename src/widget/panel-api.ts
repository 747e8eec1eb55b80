import type { Conversation } from '../shared/schemas/chat';
import type { WidgetTokenRequest, WidgetTokenResponse } from '../shared/schemas/widget';
import { errorOf, unreachable, WidgetError } from './panel-errors';
import { readReplyStream } from './panel-stream';
import type { WidgetConfig } from './widget-config';

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    // No cookies: the widget's only credentials are its key and its session token.
    return await fetch(url, { ...init, credentials: 'omit' });
  } catch {
    throw unreachable();
  }
}

const json = (token: string, body?: object): RequestInit => ({
  method: body ? 'POST' : 'GET',
  headers: {
    Authorization: `Bearer ${token}`,
    ...(body ? { 'Content-Type': 'application/json' } : {}),
  },
  body: body ? JSON.stringify(body) : undefined,
});

/**
 * The widget's calls for one session: the key opens a widget session once, its short-lived
 * token authorises the chat, and a token that expired is renewed once per call.
 */
export function createWidgetApi(config: WidgetConfig, sessionId: string) {
  const { base, agentId } = config;
  let session: Promise<WidgetTokenResponse> | undefined;

  async function openSession(): Promise<WidgetTokenResponse> {
    const body: WidgetTokenRequest = {
      agent_id: agentId,
      session_id: sessionId,
      domain: location.host,
      referrer: document.referrer.slice(0, 2000) || undefined,
      user_agent: navigator.userAgent.slice(0, 1000),
      timestamp: Date.now(),
    };
    const url = `${base}/api/widget/token/${encodeURIComponent(sessionId)}/${agentId}`;
    const response = await call(url, json(config.key, body));
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as WidgetTokenResponse;
  }

  const currentSession = () => {
    session ??= openSession().catch((error: unknown) => {
      session = undefined; // the next attempt asks again
      throw error;
    });
    return session;
  };

  async function withToken(send: (token: string) => Promise<Response>): Promise<Response> {
    const first = await send((await currentSession()).token);
    if (first.status !== 401) return first;
    session = undefined;
    return send((await currentSession()).token);
  }

  /** A session whose token lasts at least a minute more (a call authenticates with it). */
  async function lastingSession(): Promise<WidgetTokenResponse> {
    const current = await currentSession();
    if (Date.parse(current.expires_at) - Date.now() > 60_000) return current;
    session = undefined;
    return currentSession();
  }

  return {
    session: currentSession,
    lastingSession,

    /** The stored conversation (its messages empty when nothing was stored in it). */
    async history(): Promise<Conversation> {
      const url = `${base}/api/conversations/${encodeURIComponent(sessionId)}`;
      const response = await withToken((token) => call(url, json(token)));
      if (!response.ok) throw await errorOf(response);
      return (await response.json()) as Conversation;
    },

    /** Sends one message and hands the reply's text over as it streams in. */
    async send(message: string, clientMessageId: string, onText: (text: string) => void) {
      const body = {
        message,
        session_id: sessionId,
        agent_id: agentId,
        client_message_id: clientMessageId,
      };
      const response = await withToken((token) =>
        call(`${base}/api/chat/stream`, json(token, body)),
      );
      if (!response.ok) throw await errorOf(response);
      if (!response.body) throw new WidgetError('The reply could not be read.', 0);
      await readReplyStream(response.body, onText);
    },
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;
