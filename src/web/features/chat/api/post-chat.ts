import { apiFetch } from '../../../lib/api-client';

export interface ChatPost {
  /** Path under /api. */
  path: string;
  /** A JSON body, or the multipart form of a message with files. */
  body: object | FormData;
  accept: 'application/json' | 'text/event-stream';
  signal?: AbortSignal;
}

/** POSTs a chat turn and hands back the raw response (the stream is read as it arrives). */
export async function postChat({ path, body, accept, signal }: ChatPost) {
  return { response: await apiFetch(path, { method: 'POST', body, accept, signal }) };
}
