import { ApiError } from '../../../lib/api-client';

/** Our one error shape, or undefined when the body is something else (a proxy's page). */
export async function readErrorBody(response: Response) {
  const body = (await response.json().catch(() => undefined)) as
    { error?: { code?: unknown; message?: unknown } } | undefined;
  const { code, message } = body?.error ?? {};
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
}

/** The error to show for a refused request, in our shape or not. */
export function toApiError(status: number, error: { code: string; message: string } | undefined) {
  return error
    ? new ApiError(status, error.code, error.message)
    : new ApiError(status, 'http_error', `Request failed (${status})`);
}
