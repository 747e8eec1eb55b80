import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RecogniserTestInputSchema,
  RecogniserTestResultSchema,
  VoiceTestInputSchema,
  VoiceTestResultSchema,
} from '../../../../shared/schemas/admin-settings';
import { AGENT_LANGUAGES } from '../../../../shared/constants';
import { errorResponses } from '../../../plugins/errors';
import { createSpeechEngines, type SpeechEngines } from '../../voice';
import { SpeechEngineError, type SpeechLanguage } from '../../voice';
import type { RecordedSample } from './recogniser-samples';
import { testRecogniser } from './recogniser-test';
import { candidateProblem, candidateSpeech, type SpeechCandidateInput } from './speech-candidate';
import { RECOGNISER_SAMPLES, VOICE_SAMPLES } from './speech-samples';
import { testVoice } from './voice-test';

/** The engines a Test runs: the ones in force, or the candidate's (never saved by a Test). */
function enginesFor(app: FastifyInstance, input: SpeechCandidateInput) {
  if (!input.stt && !input.tts) return { engines: app.voice.engines };
  const { config, liveSettings } = app;
  const next = candidateSpeech(config, liveSettings.stored().speech, liveSettings.speech(), input);
  const problem = candidateProblem(config, next.value, next.speech);
  return problem ? { problem } : { engines: createSpeechEngines(next.speech) };
}

/** Logged for the operator: the sentence went to the console, the detail comes here. */
const logFailure = (request: FastifyRequest, what: string) => (error: unknown) => {
  const detail = error instanceof SpeechEngineError ? error.detail : String(error);
  request.log.warn({ detail }, `speech test: the ${what} failed on a sample`);
};

/** The Speech page's Test buttons: a candidate (the form as it stands) or what is in force. */
export async function speechTestRoutes(
  app: FastifyInstance,
  options: { samples: () => Promise<Record<SpeechLanguage, RecordedSample>> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/settings/speech/test-voice',
    {
      schema: {
        tags: ['admin'],
        summary: 'The voice speaks a sample in each agent language (WAV), with its latency',
        body: VoiceTestInputSchema,
        response: { 200: VoiceTestResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const found: { engines?: SpeechEngines; problem?: string } = enginesFor(app, {
        tts: request.body ?? undefined,
      });
      if (!found.engines) {
        const problem = found.problem ?? null;
        return {
          samples: AGENT_LANGUAGES.map((language) => ({
            language,
            text: VOICE_SAMPLES[language],
            audio_wav_base64: null,
            latency_ms: 0,
            problem,
          })),
        };
      }
      return testVoice(found.engines.tts, { onError: logFailure(request, 'voice') });
    },
  );

  api.post(
    '/api/admin/settings/speech/test-recogniser',
    {
      schema: {
        tags: ['admin'],
        summary: 'The recogniser transcribes a built-in recording per agent language',
        body: RecogniserTestInputSchema,
        response: { 200: RecogniserTestResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const found: { engines?: SpeechEngines; problem?: string } = enginesFor(app, {
        stt: request.body ?? undefined,
      });
      if (!found.engines) {
        const problem = found.problem ?? null;
        return {
          results: AGENT_LANGUAGES.map((language) => ({
            language,
            expected: RECOGNISER_SAMPLES[language],
            heard: null,
            word_error: null,
            latency_ms: 0,
            problem,
          })),
        };
      }
      const samples = await options.samples();
      return testRecogniser(found.engines.stt, samples, {
        onError: logFailure(request, 'recogniser'),
      });
    },
  );
}
