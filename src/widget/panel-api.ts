import type { Conversation } from '../shared/schemas/chat';
import type { HandoffResponse } from '../shared/schemas/handoff';
import type { WidgetTokenRequest, WidgetTokenResponse } from '../shared/schemas/widget';
import { errorOf, unreachable, WidgetError } from './panel-errors';
import { readLiveEvents, type LiveHandlers } from './panel-events';
import { readReplyStream, type ReplyDone } from './panel-stream';
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

    /**
     * Sends one message (with files, as the app's multipart form) and hands the reply's text
     * over as it streams in; resolves with what the stored exchange's `done` said.
     */
    async send(
      message: string,
      clientMessageId: string,
      onText: (text: string) => void,
      files: readonly File[] = [],
    ): Promise<ReplyDone> {
      const fields = {
        message,
        session_id: sessionId,
        agent_id: agentId,
        client_message_id: clientMessageId,
      };
      const response = await withToken((token) => {
        if (files.length === 0) return call(`${base}/api/chat/stream`, json(token, fields));
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        for (const file of files) form.append('files', file, file.name);
        const init = { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form };
        return call(`${base}/api/chat-with-files/stream`, init);
      });
      if (!response.ok) throw await errorOf(response);
      if (!response.body)
        throw new WidgetError('The reply could not be read.', 0, 'widget_error', 'broken');
      return readReplyStream(response.body, onText);
    },

    /** Rates one coach reply, into the same store as the app's ratings. */
    async rate(messageIndex: number, feedback: 'positive' | 'negative', reason = '') {
      const body = {
        session_id: sessionId,
        agent_id: agentId,
        message_index: messageIndex,
        feedback,
        reason,
      };
      const response = await withToken((token) => call(`${base}/api/feedback`, json(token, body)));
      if (!response.ok) throw await errorOf(response);
    },

    /** Asks for a person of the team; the answer says whether someone is around. */
    async askForPerson(): Promise<HandoffResponse> {
      const url = `${base}/api/conversations/${encodeURIComponent(sessionId)}/handoff`;
      const response = await withToken((token) => call(url, json(token, { agent_id: agentId })));
      if (!response.ok) throw await errorOf(response);
      return (await response.json()) as HandoffResponse;
    },

    /** Follows the conversation's live events until the stream ends or `signal` aborts. */
    async follow(handlers: LiveHandlers, signal: AbortSignal) {
      const url = `${base}/api/conversations/${encodeURIComponent(sessionId)}/events?agent_id=${agentId}`;
      const response = await withToken((token) =>
        call(url, { ...json(token), headers: { Authorization: `Bearer ${token}` }, signal }),
      );
      if (!response.ok) throw await errorOf(response);
      if (response.body) await readLiveEvents(response.body, handlers, signal);
    },
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;
