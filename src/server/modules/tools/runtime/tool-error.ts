/**
 * A tool failure the coach can relay to the user as is: `message` is a plain sentence with no
 * stack traces, hostnames of internal systems or tokens; `code` is stable for programs.
 */
export class ToolError extends Error {
  override readonly name = 'ToolError';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isToolError(error: unknown): error is ToolError {
  return error instanceof ToolError;
}
