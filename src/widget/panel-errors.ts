/** A call that failed, with the sentence to show the visitor. */
export class WidgetError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code = 'widget_error',
  ) {
    super(message);
  }
}

export const unreachable = () =>
  new WidgetError('The chat could not be reached. Check your connection and try again.', 0);

/** The server's one error shape read into a WidgetError; anything else gets a plain sentence. */
export async function errorOf(response: Response): Promise<WidgetError> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (typeof message === 'string') {
      return new WidgetError(message, response.status, typeof code === 'string' ? code : undefined);
    }
  } catch {
    // Not JSON (a proxy's page): the sentence below says what happened.
  }
  return new WidgetError(
    `The chat is not available right now (error ${response.status}). Please try again later.`,
    response.status,
  );
}
