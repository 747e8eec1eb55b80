import type { VoiceServerMessage } from '../../../shared/schemas/voice';
import type { SpokenPiece } from './heard-text';
import type { SpeechLanguage, TextToSpeech } from './speech-engines';
import type { CallSpeaker } from './voice-contracts';

/**
 * Speaks a reply's pieces in order as they come: each is synthesised while earlier ones play,
 * queued on the call's speaker, and announced with `tts_playing`. Remembers how long each
 * piece's audio is, so an interrupted reply can be cut where the caller stopped listening.
 */
export class SpeechOut {
  readonly pieces: SpokenPiece[] = [];
  /** When the first audio of this reply went to the speaker (ms since epoch), if it did. */
  firstAudioAt: number | null = null;
  private chain: Promise<void> = Promise.resolve();
  private failure: Error | null = null;

  constructor(
    private readonly options: {
      tts: TextToSpeech;
      speaker: CallSpeaker;
      language: SpeechLanguage;
      signal: AbortSignal;
      send: (message: VoiceServerMessage) => void;
    },
  ) {}

  say(text: string) {
    this.chain = this.chain.then(() => this.speak(text));
  }

  /** Resolves once every piece is synthesised and queued; the first failure is thrown. */
  async finished(): Promise<void> {
    await this.chain;
    if (this.failure) throw this.failure;
  }

  private async speak(text: string) {
    const { tts, speaker, signal } = this.options;
    if (signal.aborted || this.failure) return;
    const piece: SpokenPiece = { text, audioMs: 0 };
    this.pieces.push(piece);
    try {
      for await (const chunk of tts.synthesize(text, { language: this.options.language, signal })) {
        if (signal.aborted) return;
        if (piece.audioMs === 0) this.options.send({ type: 'tts_playing', text });
        this.firstAudioAt ??= Date.now();
        speaker.enqueue(chunk, tts.sampleRate);
        piece.audioMs += (chunk.length / tts.sampleRate) * 1000;
      }
    } catch (error) {
      if (!signal.aborted) this.failure = error instanceof Error ? error : new Error(String(error));
    }
  }
}
