import net from 'node:net';

/** What came back on a raw connection, and when it closed. */
export interface RawAnswer {
  status: number | undefined;
  /** The body parsed as JSON, or undefined when there was none or it was not JSON. */
  json: unknown;
  text: string;
  /** Milliseconds from the first byte written to the close. */
  closedAfterMs: number;
}

/** A raw TCP connection to a test server: for bytes no HTTP client would send. */
export function rawSocket(port: number, options: { localAddress?: string } = {}) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
  const chunks: Buffer[] = [];
  let writtenAt = Date.now();
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {}); // a reset is an answer too; `closed` reports it
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise<RawAnswer>((resolve) => {
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const body = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      resolve({
        status: status ? Number(status) : undefined,
        json,
        text,
        closedAfterMs: Date.now() - writtenAt,
      });
    });
  });
  return {
    socket,
    connected,
    closed,
    write(bytes: string) {
      writtenAt = Date.now();
      socket.write(bytes);
    },
  };
}
