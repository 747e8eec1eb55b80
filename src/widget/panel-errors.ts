/** Which of the visitor's sentences a failure gets (panel-texts.ts has them in each language). */
export type FailureKind = 'notAvailable' | 'notAnswered' | 'notSent' | 'unreachable' | 'broken';

/** A call that failed, with the sentence to show the visitor (in English; `kind` for others). */
export class WidgetError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code = 'widget_error',
    readonly kind: FailureKind = 'notAnswered',
  ) {
    super(message);
  }
}

/**
 * What a visitor on a customer's site reads when the chat is refused for a reason only the
 * site's owner can act on (an origin outside the key's domains, the key's hourly limit, the
 * plan's limit, a revoked key, an inactive agent). The precise reason stays in the API's error
 * code and in the key's analytics, where the owner looks.
 */
export const NOT_AVAILABLE = 'This chat is not available right now. Please try again later.';
export const NOT_ANSWERED = 'The reply could not be given just now. Please try again in a moment.';
const NOT_SENT = 'This message could not be sent. Please change it and try again.';

/** Codes that are about the visitor's own message, which they can change. */
const MESSAGE_CODES = new Set([
  'validation_failed',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
]);

/**
 * The visitor's sentence for an answer's status and error code. The server's own sentences are
 * written for developers and owners ("add it to the key's allowed domains", "limit of 100
 * requests per hour"), so none of them is shown on a customer's site.
 */
const SENTENCES = { notSent: NOT_SENT, notAnswered: NOT_ANSWERED, notAvailable: NOT_AVAILABLE };

export function visitorKind(status: number, code: string | undefined): keyof typeof SENTENCES {
  if (code && MESSAGE_CODES.has(code)) return 'notSent';
  if (status >= 500 || status === 200) return 'notAnswered'; // 200: failed inside the stream
  return 'notAvailable';
}

/** A refusal's or failure's visitor sentence, in English. */
export function visitorFailure(status: number, code: string | undefined) {
  const kind = visitorKind(status, code);
  return new WidgetError(SENTENCES[kind], status, code, kind);
}

export const unreachable = () =>
  new WidgetError(
    'The chat could not be reached. Check your connection and try again.',
    0,
    'widget_error',
    'unreachable',
  );

/** A refused or failed answer read into a WidgetError carrying the visitor's sentence. */
export async function errorOf(response: Response): Promise<WidgetError> {
  let code: string | undefined;
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
  } catch {
    // Not JSON (a proxy's page): the status decides the sentence.
  }
  return visitorFailure(response.status, code);
}
