import WebSocket from 'ws';
import type { ReplayContext } from './context';
import { bearer, describe, jsonOf, send } from './http-client';

/** How long a socket must stay open, unrefused, to count as a call the server took. */
export const ADMIT_SETTLE_MS = 3_000;

export interface OpenedSocket {
  socket: WebSocket;
  /** Still open and not refused once the settle time passed. */
  admitted: boolean;
  closeCode?: number;
  /** What the server said before closing: "auth_error: This call link…". */
  said: string[];
  error?: string;
}

/** A voice token as the app asks for one: as a visitor, or as a person with their JWT. */
export async function voiceToken(
  context: ReplayContext,
  options: { sessionId: string; agentId: string; from: string; accessToken?: string },
) {
  const answer = await send(context.target, {
    method: 'POST',
    path: `/api/voice/token/${options.sessionId}/${options.agentId}`,
    headers: options.accessToken ? bearer(options.accessToken) : {},
    json: {},
    from: options.from,
    timeoutMs: 15_000,
  });
  const token = (jsonOf(answer) as { token?: string } | undefined)?.token;
  return {
    token: answer.kind === 'answer' && answer.status === 200 ? token : undefined,
    answer: describe(answer),
  };
}

/**
 * Opens a voice socket from `from` and waits until the server refuses it or the settle time
 * passes: the server says nothing to a call it took until the caller's offer arrives.
 */
export function openVoiceSocket(
  context: ReplayContext,
  options: { sessionId: string; agentId: string; token: string; from: string; settleMs?: number },
): Promise<OpenedSocket> {
  const { host, port } = context.target;
  const url = `ws://${host}:${port}/api/voice/${options.sessionId}/${options.agentId}?token=${encodeURIComponent(options.token)}`;
  const socket = new WebSocket(url, { localAddress: options.from, handshakeTimeout: 10_000 });
  const said: string[] = [];
  return new Promise((resolve) => {
    let closeCode: number | undefined;
    let error: string | undefined;
    socket.on('message', (data) => {
      try {
        const message = JSON.parse(data.toString()) as {
          type?: string;
          message?: string;
          reason?: string;
        };
        said.push(`${message.type}: ${message.message ?? message.reason ?? ''}`.trim());
      } catch {
        said.push('(not JSON)');
      }
    });
    socket.on('error', (e) => (error = e.message));
    const settle = () => {
      clearTimeout(timer);
      const refused = said.some((line) => /^(auth_error|error)/.test(line));
      resolve({
        socket,
        admitted: closeCode === undefined && error === undefined && !refused,
        closeCode,
        said,
        error,
      });
    };
    socket.on('close', (code) => {
      closeCode = code;
      settle();
    });
    const timer = setTimeout(settle, options.settleMs ?? ADMIT_SETTLE_MS);
  });
}

/** "admitted", "closed 1008 (auth_error: This call link has been used)". */
export function socketOutcome(opened: OpenedSocket) {
  if (opened.admitted) return 'admitted';
  const said = opened.said.length ? ` (${opened.said.join('; ')})` : '';
  if (opened.closeCode !== undefined) return `closed ${opened.closeCode}${said}`;
  return `refused${opened.error ? `: ${opened.error}` : ''}${said}`;
}

export function closeAll(sockets: OpenedSocket[]) {
  for (const { socket } of sockets) {
    if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'replay done');
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  }
}
