import type { ChatResponse } from '../../../../shared/schemas/chat';
import { postChat } from './post-chat';
import { readErrorBody, toApiError } from './read-error-body';

/** The plain (non-streamed) multipart endpoint: the fallback when files cannot be streamed. */
export async function sendChatWithFiles(form: FormData, signal?: AbortSignal) {
  const { response } = await postChat({
    path: '/chat-with-files',
    body: form,
    accept: 'application/json',
    signal,
  });
  if (!response.ok) throw toApiError(response.status, await readErrorBody(response));
  return (await response.json()) as ChatResponse;
}
