import type { FastifyInstance } from 'fastify';
import { VOICE_CLOSE, VoiceTokenPathSchema } from '../../../shared/schemas/voice';
import { widgetBearer } from '../widget/widget-bearer';
import { authenticateVoiceCaller, VoiceAuthError } from './voice-caller';
import { VoiceCall } from './voice-call';

/** Signalling messages are small; an SDP offer is the largest (a few KB). */
export const MAX_VOICE_MESSAGE_BYTES = 128 * 1024;

const tokenOf = (url: string) =>
  new URL(url, 'http://localhost').searchParams.get('token') ?? undefined;

/**
 * The voice channel: `GET /api/voice/{session_id}/{agent_id}?token=…` upgraded to a WebSocket.
 * A refused caller gets `auth_error` and close 1008; a fault on our side `error` and 1011
 * (spec 01 §8), so the panel can say which it was.
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
      const refuse = (message: string) => {
        socket.send(JSON.stringify({ type: 'auth_error', message }));
        socket.close(VOICE_CLOSE.authFailed, message.slice(0, 120));
      };
      const path = VoiceTokenPathSchema.safeParse(request.params);
      if (!path.success) return refuse('This call address is not valid.');
      void (async () => {
        const caller = await authenticateVoiceCaller({
          db: app.db,
          token: tokenOf(request.url),
          path: path.data,
          request,
          voiceTokens: app.voice.tokens,
          widgetBearer: verifyWidget,
        });
        const { stt, tts } = await app.voice.availability();
        const problem = stt.problem ?? tts.problem;
        if (!stt.ok || !tts.ok) {
          socket.send(
            JSON.stringify({ type: 'error', message: problem ?? 'Voice is not available.' }),
          );
          return socket.close(VOICE_CLOSE.serverError, 'voice engine unavailable');
        }
        const call = new VoiceCall({
          socket,
          caller,
          sessionId: path.data.session_id,
          db: app.db,
          runtime: app.chatRuntime,
          service: app.voice,
          log: request.log,
        });
        if (!app.voice.admit(call)) {
          socket.send(
            JSON.stringify({
              type: 'error',
              message: 'All our voice lines are busy. Please try again in a minute.',
            }),
          );
          return socket.close(VOICE_CLOSE.serverError, 'voice lines busy');
        }
        socket.off('message', keep);
        call.start(early);
      })().catch((error: unknown) => {
        if (error instanceof VoiceAuthError) return refuse(error.message);
        request.log.error({ err: error }, 'voice: call could not start');
        socket.send(
          JSON.stringify({
            type: 'error',
            message: 'The call could not start because of a problem on our side.',
          }),
        );
        socket.close(VOICE_CLOSE.serverError, 'server error');
      });
    },
  );
}
