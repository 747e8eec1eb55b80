import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { ToolError } from '../tool-error';

export interface ReadBody {
  body: Buffer;
  /** True when the body was longer than the limit and reading stopped early. */
  truncated: boolean;
}

// SYNC_FLUSH keeps what decompressed so far when a server (or our early stop) cuts the stream.
const lenient = { finishFlush: constants.Z_SYNC_FLUSH };

function decompressorFor(encoding: string | undefined): Transform | undefined {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return undefined;
  if (name === 'gzip' || name === 'x-gzip') return createGunzip(lenient);
  if (name === 'deflate') return createInflate(lenient);
  if (name === 'br') return createBrotliDecompress();
  throw new ToolError('bad_response', "The website sent its answer in an encoding I can't read.");
}

/**
 * Reads at most `maxBytes` of the decompressed body, then stops and closes the connection. The
 * limit applies after decompression, so a small compressed bomb cannot fill memory.
 */
export async function readBody(
  res: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<ReadBody> {
  if (signal.aborted) {
    res.destroy();
    throw signal.reason;
  }
  const decompressor = decompressorFor(res.headers['content-encoding']);
  const source: Readable = decompressor ? res.pipe(decompressor) : res;
  if (decompressor) res.once('error', (error) => decompressor.destroy(error));
  const onAbort = () => source.destroy(signal.reason instanceof Error ? signal.reason : undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    res.destroy();
    decompressor?.destroy();
  }
  if (signal.aborted) throw signal.reason;
  return { body: Buffer.concat(chunks), truncated };
}
