/** A parsed JSON request body (chat completions or messages); fields are checked where used. */
export type FakeRequestBody = Record<string, unknown>;

/** How a fake answers. Settable at start and per test with `setBehaviour`. */
export interface FakeBehaviour {
  /** The answer text; default `Fake reply to: <last user message>`, so tests see what was sent. */
  reply?: string | ((body: FakeRequestBody) => string);
  /** Delay before the first byte of the answer (status line and headers included). */
  timeToFirstTokenMs?: number;
  /** Delay between streamed deltas. */
  chunkDelayMs?: number;
  /** Characters per streamed delta. */
  chunkSize?: number;
  /** Answer with this HTTP status and the provider's error body (e.g. 500, 503, 529). */
  failStatus?: number;
  /** Fail only the first N answers with `failStatus`, then answer normally (retry tests). */
  failTimes?: number;
  /** Sent as `retry-after-ms` / `retry-after` with failures; the AI SDK waits that long. */
  retryAfterMs?: number;
  /** Accept the request and never answer, for timeout tests. */
  hang?: boolean;
  /** Stream some deltas, then destroy the socket (non-streaming: destroy before answering). */
  failMidStream?: boolean;
  /** OpenAI fake: answer with this function call instead of text when it returns one. */
  toolCall?: (body: FakeRequestBody) => { name: string; arguments: unknown } | undefined;
}

export const DEFAULT_BEHAVIOUR = {
  timeToFirstTokenMs: 0,
  chunkDelayMs: 0,
  chunkSize: 8,
  hang: false,
  failMidStream: false,
} satisfies FakeBehaviour;

export function replyFor(behaviour: FakeBehaviour, body: FakeRequestBody): string {
  if (typeof behaviour.reply === 'function') return behaviour.reply(body);
  if (typeof behaviour.reply === 'string') return behaviour.reply;
  return `Fake reply to: ${lastUserText(body) ?? '(no user message)'}`;
}

/**
 * The text of the last user message. OpenAI and Anthropic share the shape that matters here:
 * `messages[].role` and `content` that is a string or an array of `{ type: 'text', text }`.
 */
export function lastUserText(body: FakeRequestBody): string | undefined {
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as { role?: unknown; content?: unknown } | null;
    if (message?.role !== 'user') continue;
    if (typeof message.content === 'string') return message.content;
    if (!Array.isArray(message.content)) return '';
    return (message.content as { type?: unknown; text?: unknown }[])
      .filter((part) => part.type === 'text' && typeof part.text === 'string')
      .map((part) => part.text as string)
      .join('\n');
  }
  return undefined;
}

/** Splits by code point so a delta never ends in half an emoji. */
export function chunkText(text: string, size: number): string[] {
  const chars = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(''));
  return pieces;
}

/** A rough, deterministic token count (about four characters per token, like English text). */
export function estimateTokens(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return Math.max(1, Math.ceil(text.length / 4));
}

export function isRecord(value: unknown): value is FakeRequestBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Headers that tell a client when to retry a failure, as the real APIs send them. */
export function retryHeaders(behaviour: FakeBehaviour): Record<string, string> {
  const ms = behaviour.retryAfterMs;
  if (ms === undefined) return {};
  return { 'retry-after-ms': String(ms), 'retry-after': String(Math.ceil(ms / 1000)) };
}
