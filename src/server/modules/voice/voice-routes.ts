import type { FastifyInstance } from 'fastify';
import { deleteExpiredVoiceCalls } from './call-retention';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VoiceTokenPathSchema,
  VoiceTokenRequestSchema,
  VoiceTokenResponseSchema,
} from '../../../shared/schemas/voice';
import { clientAddressKey } from '../../plugins/client-address';
import { errorResponses } from '../../plugins/errors';
import { callerKey, refusal } from '../../plugins/rate-limit';
import { voiceSocket } from './voice-socket';
import { issueVoiceToken } from './voice-token-service';

/** Starting calls: plenty for retries, too few to mint tokens in bulk. */
const TOKENS_PER_MINUTE = 20;

export async function voiceRoutes(app: FastifyInstance) {
  app.retention.register('voiceCalls', deleteExpiredVoiceCalls);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/voice/token/:session_id/:agent_id',
    {
      onRequest: app.rateLimit({
        timeWindow: 60_000,
        max: TOKENS_PER_MINUTE,
        keyGenerator: (request) => `voice-token:${callerKey(request)}`,
        errorResponseBuilder: refusal(
          (limit, wait) =>
            `Too many calls started (${limit} a minute). Please wait ${wait} and try again.`,
        ),
      }),
      schema: {
        tags: ['voice'],
        summary: 'Get a token to start a voice call with an agent (people and visitors)',
        description:
          'The app’s own token call (spec 01 §7 "Voice call" step 1): open a WebSocket at ' +
          '`${ws_url}/${session_id}/${agent_id}?token=${token}` within two minutes and speak ' +
          'the signalling protocol; audio goes over WebRTC with the answered `ice_servers`. ' +
          'A token opens one call. 401 `sign_in_required`: the platform’s own coaches take ' +
          'calls from signed-in people; 429 `too_many_calls`: this address or account already ' +
          'has as many calls in progress as it may. `language` is the call’s (one of the ' +
          'agent’s `languages`; its `primary_language` when left out): 400 ' +
          '`language_not_offered` when the agent does not speak it, 422 ' +
          '`language_not_recognised` when this server’s speech recogniser cannot understand it. ' +
          'Widgets use `POST /api/widget/token/{session_id}/{agent_id}` instead.',
        params: VoiceTokenPathSchema,
        body: VoiceTokenRequestSchema,
        response: {
          200: VoiceTokenResponseSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) =>
      issueVoiceToken({
        db: app.db,
        voice: app.voice,
        usage: app.billing.usage,
        publicUrl: app.config.publicUrl,
        principal: request.principal,
        address: clientAddressKey(request.ip),
        path: request.params,
        language: request.body?.language,
      }),
  );

  await app.register(voiceSocket);
}
