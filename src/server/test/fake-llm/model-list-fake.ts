import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from './wire';

export interface ModelListFakeOptions {
  /** Ollama's own list, `GET /api/tags` (`models[].name`). */
  ollamaTags?: string[];
  /** An OpenAI-format list, `GET /v1/models` (`data[].id`), as LM Studio, llama.cpp and vLLM serve. */
  openAiModels?: string[];
  /** Anthropic's list, `GET /v1/models`, which wants `x-api-key` and `anthropic-version`. */
  anthropic?: { apiKey: string; models: string[] };
}

export interface ModelListFake {
  /** The server's root, without /v1 (as MODEL_DISCOVERY_URLS names it). */
  root: string;
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

/** A local model server that only lists its models, in the format of the server it plays. */
export async function startModelListFake(options: ModelListFakeOptions): Promise<ModelListFake> {
  const requests: ModelListFake['requests'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ path, headers: req.headers });
    if (req.method === 'GET' && path === '/api/tags' && options.ollamaTags) {
      const models = options.ollamaTags.map((name) => ({ name, model: name, size: 1 }));
      return sendJson(res, 200, { models });
    }
    if (req.method === 'GET' && path === '/v1/models' && options.anthropic) {
      const { apiKey, models } = options.anthropic;
      if (req.headers['x-api-key'] !== apiKey || !req.headers['anthropic-version']) {
        const error = { type: 'authentication_error', message: 'invalid x-api-key' };
        return sendJson(res, 401, { type: 'error', error });
      }
      const data = models.map((id) => ({ id, type: 'model', display_name: id }));
      return sendJson(res, 200, { data, has_more: false, first_id: null, last_id: null });
    }
    if (req.method === 'GET' && path === '/v1/models' && options.openAiModels) {
      const data = options.openAiModels.map((id) => ({ id, object: 'model', owned_by: 'me' }));
      return sendJson(res, 200, { object: 'list', data });
    }
    sendJson(res, 404, { error: `no route ${req.method} ${path}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    root: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
