import { describe, expect, it } from 'vitest';
import type { VoiceServerMessage } from '../shared/schemas/voice';
import { callReducer, IDLE_CALL, type CallEvent, type CallState } from './call-state';

const run = (...events: CallEvent[]): CallState => events.reduce(callReducer, IDLE_CALL);
const server = (message: VoiceServerMessage): CallEvent => ({ type: 'server', message });
const established = server({
  type: 'connection_established',
  session_id: 's',
  call_id: 'c',
  engines: {
    stt: { provider: 'local (pocketsphinx)', note: 'The offline recogniser is rough.' },
    tts: { provider: 'local (espeak-ng)' },
  },
});

describe('a call as the panel shows it', () => {
  it('goes from connecting to connected, listening, and speaking while the caller talks', () => {
    expect(run({ type: 'start' }).phase).toBe('connecting');
    const connected = run({ type: 'start' }, established);
    expect(connected).toMatchObject({
      phase: 'connected',
      callerSpeaking: false,
      recogniserNote: 'The offline recogniser is rough.',
    });
    const speaking = callReducer(
      connected,
      server({ type: 'silero_vad_update', is_speaking: true, confidence: 0.9 }),
    );
    expect(speaking.callerSpeaking).toBe(true);
    const coach = callReducer(speaking, server({ type: 'tts_playing', text: 'Hi' }));
    expect(callReducer(coach, server({ type: 'tts_interrupted' })).coachSpeaking).toBe(false);
  });

  it('uses the spec’s words for every way a call fails', () => {
    expect(run({ type: 'start' }, { type: 'ice', state: 'failed' }).error).toBe(
      'Connection failed. Please try again.',
    );
    expect(
      run({ type: 'start' }, server({ type: 'auth_error', message: 'expired' })),
    ).toMatchObject({
      phase: 'error',
      error: 'Authentication error: expired',
    });
    expect(run({ type: 'start' }, { type: 'closed', code: 1008, reason: '' }).error).toBe(
      'Authentication failed: Invalid credentials',
    );
    expect(
      run({ type: 'start' }, { type: 'closed', code: 1008, reason: 'Token expired' }).error,
    ).toBe('Authentication failed: Token expired');
    expect(run({ type: 'start' }, { type: 'closed', code: 1011, reason: '' }).error).toBe(
      'Server error occurred. Please try again.',
    );
    expect(
      run({ type: 'start' }, established, { type: 'closed', code: 1006, reason: '' }).error,
    ).toBe('Connection lost');
    expect(
      run({ type: 'start' }, { type: 'socket_error' }, { type: 'closed', code: 1006, reason: '' })
        .error,
    ).toBe('WebSocket connection failed');
  });

  it('keeps the server’s own sentence when it closes with 1011 after saying why', () => {
    const state = run(
      { type: 'start' },
      server({ type: 'error', message: 'Local speech is not installed on this server.' }),
      { type: 'closed', code: 1011, reason: 'voice engine unavailable' },
    );
    expect(state).toMatchObject({
      phase: 'error',
      error: 'Server error: Local speech is not installed on this server.',
    });
  });

  it('shows a call refused by a limit in the server’s words, not as a server error', () => {
    const sentence =
      'Your network already has 2 calls in progress, the most one address may have at once. Hang up one and call again.';
    const refused = run(
      { type: 'start' },
      server({ type: 'error', message: sentence, code: 'too_many_calls' }),
      { type: 'closed', code: 1013, reason: sentence.slice(0, 100) },
    );
    expect(refused).toMatchObject({ phase: 'error', error: sentence });
    expect(
      run({ type: 'start' }, { type: 'closed', code: 1013, reason: 'Lines busy.' }).error,
    ).toBe('Lines busy.');
  });

  it('shows a passing server problem without ending the call', () => {
    const state = run(
      { type: 'start' },
      established,
      server({ type: 'error', message: 'The speech recogniser is busy.' }),
    );
    expect(state).toMatchObject({
      phase: 'connected',
      error: 'Server error: The speech recogniser is busy.',
    });
  });

  it('warns after a slow connection only while still connecting', () => {
    expect(run({ type: 'start' }, { type: 'ice_slow' }).warning).toMatch(/Still connecting/);
    expect(run({ type: 'start' }, established, { type: 'ice_slow' }).warning).toBeNull();
  });

  it('ends normally when the server closes the call or the caller hangs up', () => {
    const closed = run(
      { type: 'start' },
      established,
      server({ type: 'connection_closed', reason: 'Call ended.' }),
      { type: 'closed', code: 1000, reason: '' },
    );
    expect(closed).toMatchObject({ phase: 'ended', endedReason: 'Call ended.', error: null });
    expect(run({ type: 'start' }, established, { type: 'hung_up' }).phase).toBe('ended');
  });
});
