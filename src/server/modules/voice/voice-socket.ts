import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  VOICE_CLOSE,
  VoiceTokenPathSchema,
  type VoiceRefusalCode,
} from '../../../shared/schemas/voice';
import { DomainError, type ErrorKind } from '../../domain-error';
import { clientAddressKey } from '../../plugins/client-address';
import { widgetBearer } from '../api-keys';
import { isLanguageRefusal } from './call-language';
import { CallRefusal, takeCallPlaces } from './lines/call-caps';
import { authenticateVoiceCaller, VoiceAuthError, type VoiceCaller } from './voice-caller';
import { VoiceCall } from './voice-call';

/** Signalling messages are small; an SDP offer is the largest (a few KB). */
export const MAX_VOICE_MESSAGE_BYTES = 128 * 1024;

/**
 * Errors on an open socket, for @fastify/websocket. A frame the protocol refuses (larger than
 * MAX_VOICE_MESSAGE_BYTES, malformed) is the client's doing: ws is already closing with the
 * right code (1009 for size), so it is logged at info and the close is let through. Anything
 * else is ours: logged at error, and the socket cut as the library does by default.
 */
export function voiceSocketErrorHandler(
  error: Error & { code?: string },
  socket: WebSocket,
  request: FastifyRequest,
) {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.info({ err: error }, 'voice: a frame was refused; the socket closes');
    return;
  }
  request.log.error({ err: error }, 'voice: socket failed');
  socket.terminate();
}

const queryOf = (url: string, name: string) =>
  new URL(url, 'http://localhost').searchParams.get(name) ?? undefined;

/** A close frame's reason may hold 123 bytes: cut there, never inside a character. */
function closeReason(text: string): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= 123) return text;
  return new TextDecoder().decode(bytes.subarray(0, 120)).replace(/\uFFFD+$/, '') + '…';
}

/** A call refused by a limit, as the caller reads it. */
class LimitRefusal extends Error {
  constructor(
    readonly code: VoiceRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const LINES_BUSY = 'All our voice lines are busy. Please try again in a minute.';

/** The caller's seat: whose calls this one counts among. */
const seatOf = (caller: VoiceCaller, request: FastifyRequest) => ({
  address: clientAddressKey(request.ip),
  accountId: caller.principal.kind === 'user' ? caller.principal.userId : undefined,
  widgetSessionId:
    caller.principal.kind === 'widget' ? caller.principal.widgetSessionId : undefined,
});

/** Kinds that are a fault of ours or of a service we depend on: `error` and 1011. */
const OUR_SIDE: ReadonlySet<ErrorKind> = new Set([
  'internal',
  'upstream_failed',
  'upstream_timeout',
  'unavailable',
]);

/**
 * What the caller is told when a call does not start: a refused caller `auth_error` and 1008,
 * a limit `error` with its code and 1013, a fault on our side `error` and 1011 (spec 01 §8),
 * so the panel can say which it was. The one place the socket maps errors.
 */
function refusalOf(
  error: unknown,
): { auth?: string; limit?: LimitRefusal; language?: string } | undefined {
  if (error instanceof VoiceAuthError) return { auth: error.message };
  if (isLanguageRefusal(error)) return { language: error.message };
  if (error instanceof LimitRefusal) return { limit: error };
  if (error instanceof CallRefusal) {
    if (error.code === 'token_used') return { auth: error.message };
    return { limit: new LimitRefusal(error.code, error.message) };
  }
  if (error instanceof DomainError) {
    // The plan's voice minutes are used up: a limit the caller waits out (or changes plan for).
    if (error.kind === 'payment_required') {
      return { limit: new LimitRefusal('voice_limit', error.message) };
    }
    if (!OUR_SIDE.has(error.kind)) return { auth: error.message };
  }
  return undefined;
}

function say(socket: WebSocket, message: object, code: number, reason: string) {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(message));
  socket.close(code, closeReason(reason));
}

/**
 * The voice channel: `GET /api/voice/{session_id}/{agent_id}?token=…` upgraded to a WebSocket.
 * Before a call starts, the caller is checked as the token call checked them, the app token is
 * used up (one call per token), and the call takes its places (per address, account and widget
 * session, on every node) and one of this server's lines.
 */
export async function voiceSocket(app: FastifyInstance) {
  const verifyWidget = widgetBearer(app.widgetTokens, app.apiKeys);

  app.get(
    '/api/voice/:session_id/:agent_id',
    { websocket: true, schema: { hide: true } },
    (socket, request) => {
      socket.on('error', (error) => request.log.info({ err: error }, 'voice: socket error'));
      // The caller sends its offer as soon as the socket opens: keep it while we authenticate.
      const early: string[] = [];
      const keep = (data: Buffer) => early.push(data.toString());
      socket.on('message', keep);
      const path = VoiceTokenPathSchema.safeParse(request.params);
      if (!path.success) {
        const message = 'This call address is not valid.';
        return say(socket, { type: 'auth_error', message }, VOICE_CLOSE.authFailed, message);
      }
      void (async () => {
        const caller = await authenticateVoiceCaller({
          db: app.db,
          usage: app.billing.usage,
          token: queryOf(request.url, 'token'),
          language: queryOf(request.url, 'language'),
          path: path.data,
          request,
          voiceTokens: app.voice.tokens,
          widgetBearer: verifyWidget,
          stt: app.voice.engines.stt,
        });
        const { stt, tts } = await app.voice.availability();
        const problem = stt.problem ?? tts.problem;
        if (!stt.ok || !tts.ok) {
          const message = problem ?? 'Voice is not available.';
          return say(
            socket,
            { type: 'error', message },
            VOICE_CLOSE.serverError,
            'voice engine unavailable',
          );
        }
        const hold = await takeCallPlaces(app.voice.places, {
          seat: seatOf(caller, request),
          caps: app.voice.caps,
          token: caller.token,
        });
        const call = new VoiceCall({
          socket,
          caller,
          sessionId: path.data.session_id,
          db: app.db,
          runtime: app.chatRuntime,
          service: app.voice,
          log: request.log,
        });
        if (!app.voice.admit(call, hold)) {
          // No call started: the token may open one later.
          await hold.release({ returnToken: true });
          throw new LimitRefusal('lines_busy', LINES_BUSY);
        }
        socket.off('message', keep);
        call.start(early);
      })().catch((error: unknown) => {
        const refusal = refusalOf(error) ?? {};
        if (refusal.auth !== undefined) {
          const message = refusal.auth;
          return say(socket, { type: 'auth_error', message }, VOICE_CLOSE.authFailed, message);
        }
        if (refusal.language !== undefined) {
          const message = refusal.language;
          const code = 'language_unavailable';
          return say(socket, { type: 'error', message, code }, VOICE_CLOSE.authFailed, message);
        }
        if (refusal.limit) {
          const { code, message } = refusal.limit;
          request.log.info({ code }, 'voice: call refused by a limit');
          return say(socket, { type: 'error', message, code }, VOICE_CLOSE.tryLater, message);
        }
        request.log.error({ err: error }, 'voice: call could not start');
        say(
          socket,
          { type: 'error', message: 'The call could not start because of a problem on our side.' },
          VOICE_CLOSE.serverError,
          'server error',
        );
      });
    },
  );
}
