import { describe, expect, it } from 'vitest';
import { PcmByteReader } from './pcm-bytes';
import { encodeWav, parseWav, WAV_HEADER_BYTES } from './wav';

describe('WAV files', () => {
  it('round-trips 16-bit mono samples with the rate in the header', () => {
    const samples = Int16Array.from([0, 1, -1, 32_767, -32_768, 1234]);
    const wav = encodeWav({ samples, sampleRate: 16_000 });
    expect(wav.length).toBe(WAV_HEADER_BYTES + 12);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    const back = parseWav(wav);
    expect(back.sampleRate).toBe(16_000);
    expect(Array.from(back.samples)).toEqual(Array.from(samples));
  });

  it("reads a streamed WAV whose size field is a placeholder (espeak-ng's --stdout)", () => {
    const wav = encodeWav({ samples: Int16Array.from([5, 6, 7]), sampleRate: 22_050 });
    wav.writeUInt32LE(0x7fff_f000, 40);
    expect(Array.from(parseWav(wav).samples)).toEqual([5, 6, 7]);
  });

  it('skips chunks it does not need, as sox writes them', () => {
    const plain = encodeWav({ samples: Int16Array.from([9, -9]), sampleRate: 8_000 });
    const list = Buffer.alloc(8 + 5 + 1);
    list.write('LIST', 0, 'latin1');
    list.writeUInt32LE(5, 4); // odd size: padded to an even length
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(Array.from(parseWav(withList).samples)).toEqual([9, -9]);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all, clearly'))).toThrow(/RIFF/);
  });
});

describe('PCM bytes split anywhere', () => {
  it('gives the same samples whatever the split, keeping an odd byte for the next chunk', () => {
    const samples = Int16Array.from({ length: 101 }, (_, i) => ((i * 997) % 65_536) - 32_768);
    const bytes = new Uint8Array(samples.buffer);
    for (const size of [1, 3, 7, 64, 201]) {
      const reader = new PcmByteReader();
      const out: number[] = [];
      for (let i = 0; i < bytes.length; i += size)
        out.push(...reader.push(bytes.subarray(i, i + size)));
      expect(out).toEqual(Array.from(samples));
      expect(reader.pending).toBe(false);
    }
  });

  it('says when a stream ended mid-sample', () => {
    const reader = new PcmByteReader();
    expect(reader.push(Uint8Array.from([1, 0, 2]))).toEqual(Int16Array.from([1]));
    expect(reader.pending).toBe(true);
    expect(reader.push(new Uint8Array(0))).toEqual(new Int16Array(0));
    expect(reader.push(Uint8Array.from([0xff]))).toEqual(Int16Array.from([-254]));
  });
});
