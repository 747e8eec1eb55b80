import type { CalendarSecret } from './calendar-config-service';
import type { GoogleOAuthClient } from './google-token-client';

/** Renew this long before expiry, so a token never lapses between the check and Google's answer. */
export const RENEW_MARGIN_MS = 60_000;

export type RenewableSecret = CalendarSecret & { refresh_token: string };

/** The renewable secret whose access token has expired or is about to; undefined otherwise. */
export function dueForRenewal(secret: CalendarSecret, now: Date): RenewableSecret | undefined {
  if (!secret.refresh_token) return undefined;
  const left = Date.parse(secret.expires_at) - now.getTime();
  // An unreadable expiry (NaN) counts as expired.
  return left >= RENEW_MARGIN_MS ? undefined : { ...secret, refresh_token: secret.refresh_token };
}

/** A fresh access token from the refresh token; Google may send a new refresh token too. */
export async function renewSecret(
  oauth: GoogleOAuthClient,
  secret: RenewableSecret,
  now: Date,
): Promise<RenewableSecret> {
  const tokens = await oauth.refresh(secret.refresh_token);
  return {
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    scope: tokens.scope || secret.scope,
    expires_at: new Date(now.getTime() + tokens.expires_in * 1000).toISOString(),
    refresh_token: tokens.refresh_token ?? secret.refresh_token,
  };
}
