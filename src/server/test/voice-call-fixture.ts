import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FakeLlm } from './fake-llm/fake-llm-server';
import { startOpenAiFake } from './fake-llm/openai-fake';
import { startFakeSpeechServer } from './fake-speech/fake-speech-server';
import { callJson, signUpOver } from './http-person';
import { startServerProcess } from './server-process';

export interface VoiceCallFixture {
  /** The caller's words, spoken by espeak-ng into a WAV file. */
  wav: string;
  llm: FakeLlm;
  speech: Awaited<ReturnType<typeof startFakeSpeechServer>>;
  server: Awaited<ReturnType<typeof startServerProcess>>;
  owner: Awaited<ReturnType<typeof signUpOver>>;
  /** A founder's public coach that takes calls. */
  coach: string;
  /** The server's DATA_DIR: its PGlite database, readable once the server has stopped. */
  serverDataDir: string;
  close(): Promise<void>;
}

/**
 * A server process taking real calls: the model and the recogniser are local fakes speaking
 * their wire formats, the coach's voice is the local espeak-ng.
 */
export async function startVoiceCallFixture(words: {
  question: string;
  reply: string;
}): Promise<VoiceCallFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-voice-'));
  const wav = path.join(dataDir, 'question.wav');
  execFileSync('espeak-ng', ['-w', wav, words.question]);
  const llm = await startOpenAiFake({ reply: words.reply, chunkSize: 12, chunkDelayMs: 15 });
  const speech = await startFakeSpeechServer({ defaultTranscript: words.question });
  const server = await startServerProcess({
    DATA_DIR: path.join(dataDir, 'data'),
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'fake-model',
    STT_PROVIDER: 'openai-compatible',
    STT_BASE_URL: speech.url,
    STT_MODEL: 'fake-whisper',
    TTS_PROVIDER: 'local',
    VOICE_SILENCE_MS: '500',
  });
  // A founder's public coach: a visitor's call is paid from its owner's voice minutes (the
  // platform's own coaches take calls from signed-in people only).
  const owner = await signUpOver(server, server.url.replace('127.0.0.1', 'localhost'));
  const created = await callJson(server.url, '/api/agents', {
    bearer: owner.accessToken,
    body: {
      name: 'Sales Coach',
      description: 'Talks sales',
      instruction: 'Answer briefly.',
      knowledge: 'Sell to people who feel the problem.',
      status: 'active',
      mode: 'PUBLIC',
      voice_enabled: true,
    },
  });
  expect(created.status).toBe(201);
  return {
    wav,
    llm,
    speech,
    server,
    owner,
    coach: created.body.id as string,
    serverDataDir: path.join(dataDir, 'data'),
    async close() {
      server.child.kill('SIGTERM');
      await server.exited;
      await Promise.all([llm.close(), speech.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
