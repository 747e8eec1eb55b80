/** What the first answer of a stream endpoint tells the chat screen to do. */
export type StreamVerdict = 'read-stream' | 'fall-back' | 'show-error';

export interface StreamAnswer {
  status: number;
  contentType: string | null;
  /** The `error.code` of our JSON error shape; undefined when the body is not in that shape. */
  errorCode?: string;
}

/** Statuses a server or proxy gives when the stream route itself is missing. */
const MISSING_ROUTE = new Set([404, 405, 501]);

/**
 * Falls back to the plain endpoint only when streaming itself is unavailable: the route is
 * missing (a 404/405/501 not in our error shape, or `route_not_found`), something answered
 * 2xx without an event stream. A refused bearer was already refreshed and retried by
 * apiFetch, so a 401 here means the person was signed out: shown, like our errors. Our errors about the message (our 404s, 400, 409, 413, 415, 422,
 * 502, 504) are the same on both paths, so they are shown rather than sent twice.
 */
export function judgeStreamAnswer(answer: StreamAnswer): StreamVerdict {
  const { status, contentType, errorCode } = answer;
  if (status >= 200 && status < 300) {
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    return mediaType === 'text/event-stream' ? 'read-stream' : 'fall-back';
  }
  if (MISSING_ROUTE.has(status) && (errorCode === undefined || errorCode === 'route_not_found')) {
    return 'fall-back';
  }
  return 'show-error';
}
