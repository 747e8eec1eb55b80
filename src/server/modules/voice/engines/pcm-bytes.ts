/**
 * Turns a byte stream of signed 16-bit little-endian PCM into whole samples. Network and pipe
 * reads end wherever they like, often in the middle of a sample: the odd byte is kept for the
 * next chunk instead of shifting every later sample by a byte (which turns speech into noise).
 */
export class PcmByteReader {
  private carry: number | null = null;

  /** The whole samples this chunk completes; may be empty. */
  push(chunk: Uint8Array): Int16Array {
    if (chunk.length === 0) return new Int16Array(0);
    const carried = this.carry === null ? 0 : 1;
    const total = carried + chunk.length;
    const samples = new Int16Array(Math.floor(total / 2));
    // Byte i of the joined stream: the carried byte first, then the chunk's.
    const byteAt = (i: number): number =>
      carried && i === 0 ? (this.carry as number) : (chunk[i - carried] as number);
    for (let s = 0; s < samples.length; s += 1) {
      const low = byteAt(s * 2);
      const high = byteAt(s * 2 + 1);
      samples[s] = ((high << 24) >> 16) | low; // sign-extend the high byte
    }
    this.carry = total % 2 === 1 ? (chunk[chunk.length - 1] as number) : null;
    return samples;
  }

  /** Whether a byte is left over (a stream that ends here was cut mid-sample). */
  get pending(): boolean {
    return this.carry !== null;
  }
}
