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

export interface OpenAiFakeOptions extends FakeBehaviour {
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Ids listed by `GET /v1/models`. */
  models?: string[];
}

/**
 * A local OpenAI Chat Completions API (`POST /v1/chat/completions`, `GET /v1/models`) that
 * speaks the real wire format, JSON and SSE, so any OpenAI-compatible client can be tested
 * against it without network.
 */
export function startOpenAiFake(options: OpenAiFakeOptions = {}): Promise<FakeLlm> {
  const { apiKey, models = ['gpt-4o-mini'], ...initial } = options;
  let sequence = 0;
  return startFakeLlmServer(initial, async (x) => {
    const fail = (status: number, message: string, code: string | null = null) =>
      openAiError(x.res, status, message, 'invalid_request_error', code);
    const route = `${x.method} ${x.path}`;
    if (route !== 'POST /v1/chat/completions' && route !== 'GET /v1/models') {
      return fail(404, `Invalid URL (${route})`);
    }
    if (apiKey !== undefined && x.headers.authorization !== `Bearer ${apiKey}`) {
      return fail(401, 'Incorrect or missing API key (Authorization: Bearer).', 'invalid_api_key');
    }
    if (x.method === 'GET') {
      const data = models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'system' }));
      return sendJson(x.res, 200, { object: 'list', data });
    }
    const body = x.body;
    if (!isRecord(body)) return fail(400, 'The body is not valid JSON.');
    for (const field of ['model', 'messages']) {
      if (body[field] === undefined) {
        return fail(400, `Missing required parameter: '${field}'.`, 'missing_required_parameter');
      }
    }
    sequence += 1;
    await answer(x, body, sequence);
  });
}

async function answer(x: FakeExchange, body: FakeRequestBody, sequence: number): Promise<void> {
  const { behaviour: b, res } = x;
  if (b.hang) return untilClosed(x.signal);
  if (!(await pause(b.timeToFirstTokenMs ?? 0, x.signal))) return;
  const failStatus = x.takeFailure();
  if (failStatus) return failWith(res, failStatus, retryHeaders(b));
  const text = replyFor(b, body);
  const head = {
    id: `chatcmpl-fake${sequence}`,
    created: Math.floor(Date.now() / 1000),
    model: String(body.model),
    system_fingerprint: 'fp_fake',
  };
  const headers = { 'x-request-id': `req_fake${sequence}` };
  const completionTokens = estimateTokens(text);
  const promptTokens = estimateTokens(body.messages);
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };

  const call = b.toolCall?.(body);
  if (call) return answerWithToolCall(x, body, head, headers, call, sequence);

  if (body.stream !== true) {
    if (b.failMidStream) return x.destroy();
    const message = { role: 'assistant', content: text, refusal: null };
    const choice = { index: 0, message, logprobs: null, finish_reason: 'stop' };
    return sendJson(
      res,
      200,
      { ...head, object: 'chat.completion', choices: [choice], usage },
      headers,
    );
  }

  // With include_usage, every chunk carries `usage: null` and one extra chunk carries it.
  const withUsage = isRecord(body.stream_options) && body.stream_options.include_usage === true;
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
    ...head,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(withUsage ? { usage: null } : {}),
  });
  startSse(res, headers);
  writeSse(res, chunk({ role: 'assistant', content: '', refusal: null }, null));
  const complete = await streamDeltas(x, text, (piece) =>
    writeSse(res, chunk({ content: piece }, null)),
  );
  if (!complete) return;
  writeSse(res, chunk({}, 'stop'));
  if (withUsage) writeSse(res, { ...head, object: 'chat.completion.chunk', choices: [], usage });
  writeSse(res, '[DONE]');
  res.end();
}

/** A function call in the model's place, as OpenAI sends one (`finish_reason: tool_calls`). */
function answerWithToolCall(
  x: FakeExchange,
  body: FakeRequestBody,
  head: Record<string, unknown>,
  headers: Record<string, string>,
  call: { name: string; arguments: unknown },
  sequence: number,
): void {
  const id = `call_fake${sequence}`;
  const args = JSON.stringify(call.arguments);
  if (body.stream !== true) {
    const fn = { name: call.name, arguments: args };
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id, type: 'function', function: fn }],
    };
    const choice = { index: 0, message, logprobs: null, finish_reason: 'tool_calls' };
    return sendJson(x.res, 200, { ...head, object: 'chat.completion', choices: [choice] }, headers);
  }
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
    ...head,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
  startSse(x.res, headers);
  const start = { index: 0, id, type: 'function', function: { name: call.name, arguments: '' } };
  writeSse(x.res, chunk({ role: 'assistant', content: null, tool_calls: [start] }, null));
  writeSse(x.res, chunk({ tool_calls: [{ index: 0, function: { arguments: args } }] }, null));
  writeSse(x.res, chunk({}, 'tool_calls'));
  writeSse(x.res, '[DONE]');
  x.res.end();
}

function failWith(res: ServerResponse, status: number, headers: Record<string, string>): void {
  const message = `Fake failure (HTTP ${status}).`;
  const [type, code] =
    status === 429
      ? ['requests', 'rate_limit_exceeded']
      : [status >= 500 ? 'server_error' : 'invalid_request_error', null];
  openAiError(res, status, message, type, code, headers);
}

function openAiError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}
