import type { PcmAudio } from '../speech-engines';

/** A canonical RIFF/WAVE header: 'RIFF', 'fmt ' (16 bytes of PCM format) and 'data'. */
export const WAV_HEADER_BYTES = 44;

/**
 * A 16-bit mono WAV file of the audio: the container every recogniser accepts (the OpenAI
 * transcription API takes a file, pocketsphinx reads one from disk).
 */
export function encodeWav(audio: PcmAudio): Buffer<ArrayBuffer> {
  const dataBytes = audio.samples.length * 2;
  // Over a plain ArrayBuffer (not Node's shared pool), so fetch's Blob takes it as it is.
  const wav = Buffer.from(new ArrayBuffer(WAV_HEADER_BYTES + dataBytes));
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(audio.sampleRate, 24);
  wav.writeUInt32LE(audio.sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  // Written sample by sample so the file is little-endian whatever the host's byte order.
  for (let i = 0; i < audio.samples.length; i += 1) {
    wav.writeInt16LE(audio.samples[i] ?? 0, WAV_HEADER_BYTES + i * 2);
  }
  return wav;
}

/**
 * Reads a 16-bit mono PCM WAV, walking its chunks rather than assuming 44 bytes of header
 * (sox and others add LIST chunks). A data size past the end of the buffer (the placeholder a
 * streaming writer leaves, as `espeak-ng --stdout` does) means "up to the end".
 */
export function parseWav(wav: Uint8Array): PcmAudio {
  const bytes = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const bits = bytes.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`unsupported WAV format ${format}, ${channels} channel(s), ${bits} bits`);
      }
      sampleRate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its fmt chunk');
      const end = Math.min(bytes.length, body + size);
      const samples = new Int16Array(Math.floor((end - body) / 2));
      for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(body + i * 2);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('WAV without a data chunk');
}
