import { z } from 'zod';
import { AGENT_LANGUAGES } from '../constants';

/** Where a setting's value comes from: a variable set in the server's environment wins. */
export const LocksSchema = z.record(z.string(), z.string());

export const MODEL_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;
export const SPEECH_PROVIDERS = ['local', 'openai', 'openai-compatible'] as const;

const baseUrlInput = z
  .url({ protocol: /^https?$/, message: 'Give the address as http://… or https://…' })
  .max(500);
/** A key is write-only: a string replaces it, null removes it, leaving it out keeps it. */
const keyInput = z.string().trim().min(1).max(500).nullable().optional();

/** What the console sends to save, test or list the models of a language model setting. */
export const ModelSettingsInputSchema = z.object({
  provider: z.enum(MODEL_PROVIDERS),
  base_url: baseUrlInput.optional(),
  model: z.string().trim().min(1).max(200).optional(),
  api_key: keyInput,
  timeout_ms: z.number().int().min(1_000).max(600_000).optional(),
});
export type ModelSettingsInput = z.infer<typeof ModelSettingsInputSchema>;

/** The language model setting as the console shows it; the key only as "one is stored". */
export const ModelSettingsViewSchema = z.object({
  provider: z.enum(MODEL_PROVIDERS),
  base_url: z.string().nullable(),
  model: z.string().nullable(),
  has_key: z.boolean(),
  timeout_ms: z.number(),
  /** Field name (provider, base_url, model, api_key, timeout_ms) → the variable that locks it. */
  locked: LocksSchema,
  /** What answers now: 'offline' or 'provider/model'. */
  serving: z.string(),
});
export type ModelSettingsView = z.infer<typeof ModelSettingsViewSchema>;

/** One Test: the model's reply and how long it took, or the refusal in a sentence. */
export const ModelTestResultSchema = z.object({
  ok: z.boolean(),
  reply: z.string().nullable(),
  problem: z.string().nullable(),
  latency_ms: z.number(),
});
export type ModelTestResult = z.infer<typeof ModelTestResultSchema>;

export const ModelListSchema = z.object({ models: z.array(z.string()) });

/** A model server found on this machine; not used until an operator picks it. */
export const FoundServerSchema = z.object({
  kind: z.string(),
  /** "Ollama", "LM Studio", "llama.cpp", "vLLM" or "OpenAI-compatible server". */
  label: z.string(),
  /** The OpenAI-compatible address to use (…/v1). */
  base_url: z.string(),
  models: z.array(z.string()),
});
export const FoundServersSchema = z.object({
  servers: z.array(FoundServerSchema),
  checked_at: z.string().nullable(),
});
export type FoundServer = z.infer<typeof FoundServerSchema>;

const speechEngineInput = z.object({
  provider: z.enum(SPEECH_PROVIDERS),
  base_url: baseUrlInput.optional(),
  model: z.string().trim().min(1).max(200).optional(),
  api_key: keyInput,
});
export const SpeechSettingsInputSchema = z.object({
  stt: speechEngineInput,
  tts: speechEngineInput.extend({ voice: z.string().trim().min(1).max(100).optional() }),
});
export type SpeechSettingsInput = z.infer<typeof SpeechSettingsInputSchema>;
/** A Test's body: the engine as the form stands, or no body for the one in force. */
export const VoiceTestInputSchema = SpeechSettingsInputSchema.shape.tts.nullish();
export const RecogniserTestInputSchema = SpeechSettingsInputSchema.shape.stt.nullish();

const speechEngineView = z.object({
  provider: z.enum(SPEECH_PROVIDERS),
  base_url: z.string().nullable(),
  model: z.string().nullable(),
  has_key: z.boolean(),
  locked: LocksSchema,
  serving: z.string(),
  /** Why it cannot work now (not installed, no key), or null. */
  problem: z.string().nullable(),
});
export const SpeechSettingsViewSchema = z.object({
  stt: speechEngineView.extend({ languages: z.array(z.enum(AGENT_LANGUAGES)) }),
  tts: speechEngineView.extend({ voice: z.string().nullable() }),
  /** Agents with voice languages the recogniser cannot serve: their calls in those are refused. */
  unserved_agents: z.array(
    z.object({ id: z.string(), name: z.string(), languages: z.array(z.enum(AGENT_LANGUAGES)) }),
  ),
});
export type SpeechSettingsView = z.infer<typeof SpeechSettingsViewSchema>;

/** The voice's Test: a sample per language, as WAV the browser plays. */
export const VoiceTestResultSchema = z.object({
  samples: z.array(
    z.object({
      language: z.enum(AGENT_LANGUAGES),
      text: z.string(),
      audio_wav_base64: z.string().nullable(),
      latency_ms: z.number(),
      problem: z.string().nullable(),
    }),
  ),
});
/** The recogniser's Test: a built-in recording per language, what it heard and how well. */
export const RecogniserTestResultSchema = z.object({
  results: z.array(
    z.object({
      language: z.enum(AGENT_LANGUAGES),
      expected: z.string(),
      heard: z.string().nullable(),
      /** Word error rate, 0..1 (0.25 = one word in four wrong). */
      word_error: z.number().nullable(),
      latency_ms: z.number(),
      problem: z.string().nullable(),
    }),
  ),
});
