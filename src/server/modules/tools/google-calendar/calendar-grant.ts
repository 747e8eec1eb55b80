import { z } from 'zod';
import type { GoogleCalendarGrant } from '../../../../shared/schemas/tools';
import { DomainError } from '../../../domain-error';
import { isToolError } from '../runtime/tool-error';
import type { SecretBox } from '../secret-box';
import { dueForRenewal, renewSecret, type RenewableSecret } from './calendar-renewal';
import { GoogleTokenRejected, type GoogleOAuthClient } from './google-token-client';

/**
 * What a grant holds, sealed: the browser carries it from the code exchange to the save
 * without being able to read the refresh token, and only the viewer it was issued to can use it.
 */
const GrantSchema = z.object({
  v: z.literal(1),
  viewer_id: z.string(),
  refresh_token: z.string().min(1),
  access_token: z.string().min(1),
  expires_at: z.string(),
  scope: z.string(),
  token_type: z.string(),
});
type GrantContents = z.infer<typeof GrantSchema>;

const unavailable = () =>
  new DomainError(
    'upstream_failed',
    'google_unavailable',
    'Google could not be reached. Please try again.',
  );
const grantInvalid = () =>
  new DomainError(
    'unprocessable',
    'google_grant_invalid',
    'This Google connection could not be verified. Please connect again.',
  );

/** Google's refusal or absence as the error the owner sees; anything else is a bug. */
function asGoogleRefusal(error: unknown, refused: () => DomainError): unknown {
  if (error instanceof GoogleTokenRejected) return refused();
  return isToolError(error) ? unavailable() : error;
}

/** Exchanges the popup's one-time code for tokens and seals them into a grant. */
export async function createCalendarGrant(ctx: {
  oauth: GoogleOAuthClient | undefined;
  box: SecretBox;
  /** The signed-in person the grant is issued to; only they can use it. */
  userId: string;
  code: string;
}): Promise<GoogleCalendarGrant> {
  if (!ctx.oauth) {
    throw new DomainError(
      'conflict',
      'google_calendar_not_renewable',
      'Google Calendar connections that renew are not configured on this server.',
    );
  }
  const tokens = await ctx.oauth.exchangeCode(ctx.code).catch((error: unknown) => {
    throw asGoogleRefusal(
      error,
      () =>
        new DomainError(
          'unprocessable',
          'google_code_rejected',
          'Google did not accept this sign-in. Please connect again.',
        ),
    );
  });
  if (!tokens.refresh_token) {
    throw new DomainError(
      'unprocessable',
      'google_no_refresh_token',
      // Google gives a refresh token on the first consent only; a repeat needs the old one removed.
      'Google did not give lasting access to the calendar. Remove this app under Third-party access at myaccount.google.com/permissions, then connect again.',
    );
  }
  const contents: GrantContents = {
    v: 1,
    viewer_id: ctx.userId,
    refresh_token: tokens.refresh_token,
    access_token: tokens.access_token,
    expires_at: new Date(Date.now() + tokens.expires_in * 1000).toISOString(),
    scope: tokens.scope,
    token_type: tokens.token_type,
  };
  return {
    access_token: tokens.access_token,
    expires_in: tokens.expires_in,
    token_type: tokens.token_type,
    scope: tokens.scope,
    grant: ctx.box.seal(JSON.stringify(contents)),
  };
}

function openGrant(box: SecretBox, grant: string): GrantContents | undefined {
  try {
    return GrantSchema.parse(JSON.parse(box.open(grant)));
  } catch {
    // Forged, tampered with, sealed under another key, or not a grant at all.
    return undefined;
  }
}

/**
 * The credentials inside a grant issued to this person, renewed first when the access token is
 * about to lapse: the owner may take longer than its hour over the setup form.
 */
export async function secretFromGrant(ctx: {
  oauth: GoogleOAuthClient | undefined;
  box: SecretBox;
  userId: string;
  grant: string;
}): Promise<RenewableSecret> {
  const contents = openGrant(ctx.box, ctx.grant);
  if (!contents || contents.viewer_id !== ctx.userId) throw grantInvalid();
  const secret: RenewableSecret = {
    access_token: contents.access_token,
    token_type: contents.token_type,
    scope: contents.scope,
    expires_at: contents.expires_at,
    refresh_token: contents.refresh_token,
  };
  const due = dueForRenewal(secret, new Date());
  if (!due || !ctx.oauth) return secret;
  try {
    return await renewSecret(ctx.oauth, due, new Date());
  } catch (error) {
    throw asGoogleRefusal(error, grantInvalid);
  }
}
