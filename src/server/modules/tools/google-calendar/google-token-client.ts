import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { networkOptions } from '../network-options';
import { speakingOf } from '../runtime/network/network-errors';
import { safeFetch, type SafeResponse } from '../runtime/network/safe-fetch';
import { ToolError } from '../runtime/tool-error';

/** Google's token endpoint answer; extra fields (id_token, refresh_token_expires_in) are dropped. */
const TokensSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().nonnegative(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(''),
  token_type: z.string().default('Bearer'),
});
export type GoogleTokens = z.infer<typeof TokensSchema>;

const TokenErrorSchema = z.object({ error: z.string() });

/** Google refused the code or refresh token (invalid_grant and the like): retrying won't help. */
export class GoogleTokenRejected extends Error {
  override readonly name = 'GoogleTokenRejected';

  constructor(readonly reason: string) {
    super(`Google refused the token request (${reason})`);
  }
}

export interface GoogleOAuthClient {
  exchangeCode(code: string): Promise<GoogleTokens>;
  refresh(refreshToken: string): Promise<GoogleTokens>;
}

// GIS's popup code flow has no redirect page: the code reaches the opener by postMessage.
const POPUP_REDIRECT_URI = 'postmessage';

const NETWORK_MESSAGES = {
  timeout: 'Google Calendar took too long to answer.',
  network_error: "I couldn't reach Google Calendar right now.",
};

const unavailable = () =>
  new ToolError(
    'calendar_unavailable',
    'Google Calendar is not answering right now. Please try again later.',
  );

/**
 * Google's OAuth token endpoint, for servers with a client secret; undefined without one (the
 * browser's token flow then gives hour-long connections only).
 */
export function googleOAuthClient(tools: AppConfig['tools']): GoogleOAuthClient | undefined {
  const { googleClientId: clientId, googleClientSecret: clientSecret } = tools;
  if (!clientId || !clientSecret) return undefined;
  const post = (params: Record<string, string>) =>
    requestTokens(tools, { ...params, client_id: clientId, client_secret: clientSecret });
  return {
    exchangeCode: (code) =>
      post({ grant_type: 'authorization_code', code, redirect_uri: POPUP_REDIRECT_URI }),
    refresh: (refreshToken) => post({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

/** One form-encoded POST through the vetted fetch; Google's refusals vs. its absence. */
async function requestTokens(
  tools: AppConfig['tools'],
  params: Record<string, string>,
): Promise<GoogleTokens> {
  const response = await speakingOf(
    safeFetch(
      {
        url: tools.googleTokenUrl,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(params).toString(),
        // The body carries the client secret: never resend it wherever a redirect points.
        followRedirects: false,
      },
      networkOptions(tools),
    ),
    NETWORK_MESSAGES,
  );
  // Google answers 400 (invalid_grant, invalid_request…) or 401 (invalid_client) to refuse.
  if (response.status === 400 || response.status === 401) {
    throw new GoogleTokenRejected(errorReason(response));
  }
  if (response.status < 200 || response.status > 299 || response.truncated) throw unavailable();
  const parsed = TokensSchema.safeParse(parseJson(response.body));
  if (!parsed.success) throw unavailable();
  return parsed.data;
}

function errorReason(response: SafeResponse): string {
  const parsed = TokenErrorSchema.safeParse(parseJson(response.body));
  return parsed.success ? parsed.data.error : `status_${response.status}`;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
