import type { ServerResponse } from 'node:http';
import {
  estimateTokens,
  isRecord,
  replyFor,
  retryHeaders,
  type FakeBehaviour,
  type FakeRequestBody,
} from './behaviour';
import { startFakeLlmServer, type FakeExchange, type FakeLlm } from './fake-llm-server';
import { pause, sendJson, startSse, streamDeltas, untilClosed, writeSse } from './wire';

export interface AnthropicFakeOptions extends FakeBehaviour {
  /** When set, requests must carry `x-api-key: <apiKey>` (or `Authorization: Bearer`). */
  apiKey?: string;
}

/** Anthropic's error type for each HTTP status it documents. */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/**
 * A local Anthropic Messages API (`POST /v1/messages`) that speaks the real wire format:
 * the message object, or SSE with named events, and Anthropic's error bodies.
 */
export function startAnthropicFake(options: AnthropicFakeOptions = {}): Promise<FakeLlm> {
  const { apiKey, ...initial } = options;
  let sequence = 0;
  return startFakeLlmServer(initial, async (x) => {
    const fail = (status: number, message: string) => anthropicError(x.res, status, message);
    if (x.method !== 'POST' || x.path !== '/v1/messages') return fail(404, 'Not found');
    // The API also takes the key as a bearer token (the SDK's `authToken` option sends that).
    const key = x.headers['x-api-key'] ?? x.headers.authorization?.replace(/^Bearer /, '');
    if (apiKey !== undefined && key !== apiKey) {
      return fail(401, key ? 'invalid x-api-key' : 'x-api-key header is required');
    }
    if (!x.headers['anthropic-version']) return fail(400, 'anthropic-version: header is required');
    const body = x.body;
    if (!isRecord(body)) return fail(400, 'The body is not valid JSON.');
    for (const field of ['model', 'max_tokens', 'messages']) {
      if (body[field] === undefined) return fail(400, `${field}: Field required`);
    }
    const empty = emptyTextAt(body.messages);
    if (empty) return fail(400, `${empty}: text content blocks must be non-empty`);
    sequence += 1;
    await answer(x, body, sequence);
  });
}

/** Where a message has empty text, which the Messages API refuses with a 400. */
function emptyTextAt(messages: unknown): string | undefined {
  if (!Array.isArray(messages)) return undefined;
  for (const [i, message] of messages.entries()) {
    const content: unknown = isRecord(message) ? message.content : undefined;
    if (content === '') return `messages.${i}.content`;
    if (!Array.isArray(content)) continue;
    for (const [j, block] of content.entries()) {
      if (isRecord(block) && block.type === 'text' && block.text === '') {
        return `messages.${i}.content.${j}.text`;
      }
    }
  }
  return undefined;
}

async function answer(x: FakeExchange, body: FakeRequestBody, sequence: number): Promise<void> {
  const { behaviour: b, res } = x;
  if (b.hang) return untilClosed(x.signal);
  if (!(await pause(b.timeToFirstTokenMs ?? 0, x.signal))) return;
  const failStatus = x.takeFailure();
  if (failStatus) {
    const message = `Fake failure (HTTP ${failStatus}).`;
    return anthropicError(res, failStatus, message, retryHeaders(b));
  }
  const text = replyFor(b, body);
  const id = `msg_fake${sequence}`;
  const model = String(body.model);
  const headers = { 'request-id': `req_fake${sequence}` };
  const inputTokens = estimateTokens([body.system, body.messages]);
  const outputTokens = estimateTokens(text);

  if (body.stream !== true) {
    if (b.failMidStream) return x.destroy();
    const message = {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: inputTokens, output_tokens: outputTokens },
    };
    return sendJson(res, 200, message, headers);
  }

  const send = (event: string, data: Record<string, unknown>) =>
    writeSse(res, { type: event, ...data }, event);
  startSse(res, headers);
  send('message_start', {
    message: {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: inputTokens, output_tokens: 1 },
    },
  });
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  send('ping', {});
  const complete = await streamDeltas(x, text, (piece) =>
    send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } }),
  );
  if (!complete) return;
  send('content_block_stop', { index: 0 });
  send('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: outputTokens },
  });
  send('message_stop', {});
  res.end();
}

function anthropicError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const type = ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
  sendJson(res, status, { type: 'error', error: { type, message } }, headers);
}
