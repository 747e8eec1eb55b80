import type { ErrorBody } from '../../shared/schemas/error';

/** An /api call that failed; `message` is the server's human sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Supplies the bearer token of the signed-in user, or none for visitors. */
let tokenProvider: (forceRefresh?: boolean) => Promise<string | undefined> = async () => undefined;
export function setTokenProvider(
  provider: (forceRefresh?: boolean) => Promise<string | undefined>,
) {
  tokenProvider = provider;
}

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as ErrorBody | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The server's one error shape, already parsed (better-auth's client hands it over so). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'http_error', `Request failed (${status})`);
}

/** Reads the server's one error shape from a failed response. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorFromBody(response.status, body);
}

/** The error of a request that never got an answer. */
export const networkError = () =>
  new ApiError(0, 'network_error', 'Could not reach the server. Check your connection.');

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as it is (multipart, boundary included). */
  body?: unknown;
  accept?: string;
  signal?: AbortSignal;
}

/**
 * The raw form of apiRequest, for answers read as they arrive (event streams) and bodies
 * sent as they are (multipart forms): the bearer of the signed-in person, one refresh and
 * retry on a 401, a request with no answer as the network error; the Response is unread.
 */
export async function apiFetch(path: string, options: FetchOptions = {}): Promise<Response> {
  const form = options.body instanceof FormData;
  const send = async (token: string | undefined) => {
    const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(`/api${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: form
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError' || options.signal?.aborted) throw error;
      throw networkError();
    }
  };
  const token = await tokenProvider();
  const response = await send(token);
  if (response.status !== 401 || !token) return response;
  // The token died early (signed out elsewhere, account disabled): refresh once. When the
  // refresh is refused the token manager signs the person out and we report the 401.
  const fresh = await tokenProvider(true);
  return fresh && fresh !== token ? send(fresh) : response;
}

/**
 * The one way the web app talks to the API: JSON in, JSON out, one error type. Answers are
 * typed by the shared schemas' types; the server validates them against the same schemas
 * before sending, so the browser does not ship zod to parse them again.
 */
export async function apiRequest<T>(
  path: string,
  options: Omit<FetchOptions, 'accept'> = {},
): Promise<T> {
  const response = await apiFetch(path, options);
  if (!response.ok) throw await readApiError(response);
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}
