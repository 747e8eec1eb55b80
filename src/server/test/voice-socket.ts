import WebSocket from 'ws';

/** What a voice socket said before it closed: its messages in order and the close frame. */
export interface SocketTranscript {
  messages: Array<{ type: string } & Record<string, unknown>>;
  code: number;
  reason: string;
}

/**
 * Opens a voice socket the way a browser does (with an Origin), sends `send` once it opens,
 * and resolves when the server closes it (or after `waitMs`, closing it from this side).
 * `from` is the local address to call from (any of 127.0.0.0/8 on loopback), so one test can
 * be several clients; `until` closes it from this side early (the caller hangs up).
 */
export function voiceSocket(
  url: string,
  options: {
    origin?: string;
    send?: unknown[];
    waitMs?: number;
    from?: string;
    until?: Promise<unknown>;
  } = {},
): Promise<SocketTranscript> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.from ? { localAddress: options.from } : {}),
    });
    void options.until?.then(() => socket.close(4000, 'test done'));
    const messages: SocketTranscript['messages'] = [];
    const timer = setTimeout(() => socket.close(4000, 'test done'), options.waitMs ?? 5_000);
    socket.on('open', () => {
      for (const message of options.send ?? []) socket.send(JSON.stringify(message));
    });
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ messages, code, reason: reason.toString() });
    });
    socket.on('error', reject);
  });
}
