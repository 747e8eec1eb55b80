import { PcmByteReader } from './pcm-bytes';
import { createStreamResampler, type StreamResampler } from './resample';
import { WAV_HEADER_BYTES } from './wav';

/**
 * `espeak-ng --stdout` as it streams: a 44-byte WAV header whose size fields are placeholders
 * (it cannot know the length when it starts), then raw PCM at the voice's rate (22 050 Hz for
 * the Debian voices), resampled chunk by chunk to the rate the call plays.
 */
export class EspeakWavStream {
  private header = Buffer.alloc(0);
  private readonly pcm = new PcmByteReader();
  private resampler: StreamResampler | undefined;

  constructor(private readonly outputRate: number) {}

  /** The resampled samples this chunk of stdout completes; may be empty. */
  async push(chunk: Buffer): Promise<Int16Array> {
    let data = chunk;
    if (!this.resampler) {
      const needed = WAV_HEADER_BYTES - this.header.length;
      this.header = Buffer.concat([this.header, chunk.subarray(0, needed)]);
      if (this.header.length < WAV_HEADER_BYTES) return new Int16Array(0);
      data = chunk.subarray(needed);
      // The rate is read, not assumed: other voices (mbrola) speak at 16 kHz.
      this.resampler = await createStreamResampler(readRate(this.header), this.outputRate);
    }
    return this.resampler.push(this.pcm.push(data));
  }

  close(): void {
    this.resampler?.close();
  }
}

function readRate(header: Buffer): number {
  if (header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 36, 40) !== 'data') {
    throw new Error(`espeak-ng wrote no WAV header: ${JSON.stringify(header.toString('latin1'))}`);
  }
  return header.readUInt32LE(24);
}
