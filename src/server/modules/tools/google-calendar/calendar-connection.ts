import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { AUTH_EXPIRED_MESSAGE } from '../runtime/google-calendar/google-errors';
import type { CalendarClient } from '../runtime/google-calendar/calendar-types';
import { ToolError } from '../runtime/tool-error';
import type { SecretBox } from '../secret-box';
import { replaceToolSecret, type ToolConfigRow } from '../tool-configs-store';
import type { CalendarSecret } from './calendar-config-service';
import { calendarClientFor } from './calendar-gateway';
import { dueForRenewal, renewSecret, type RenewableSecret } from './calendar-renewal';
import {
  googleOAuthClient,
  GoogleTokenRejected,
  type GoogleOAuthClient,
} from './google-token-client';

interface ConnectionOptions {
  db: Db;
  box: SecretBox;
  config: AppConfig['tools'];
  row: ToolConfigRow;
  secret: CalendarSecret;
}

/**
 * The calendar client for one turn. A renewable connection whose access token has lapsed (or
 * is about to) is renewed on first use, not when the turn starts: most turns never touch the
 * calendar. Google's refusal reads as the expired connection, like a 401 does.
 */
export function calendarConnection(options: ConnectionOptions): () => Promise<CalendarClient> {
  const oauth = googleOAuthClient(options.config);
  let secret = options.secret;
  let renewing: Promise<CalendarSecret> | undefined;
  return async () => {
    const due = oauth && dueForRenewal(secret, new Date());
    if (oauth && due) {
      // Offering slots then booking in one turn renews once.
      renewing ??= renew(options, oauth, due).finally(() => {
        renewing = undefined;
      });
      secret = await renewing;
    }
    return calendarClientFor(options.config, secret.access_token);
  };
}

async function renew(
  options: ConnectionOptions,
  oauth: GoogleOAuthClient,
  due: RenewableSecret,
): Promise<CalendarSecret> {
  let next: RenewableSecret;
  try {
    next = await renewSecret(oauth, due, new Date());
  } catch (error) {
    if (error instanceof GoogleTokenRejected) {
      throw new ToolError('calendar_auth_expired', AUTH_EXPIRED_MESSAGE);
    }
    throw error; // a ToolError: Google not answering reads as it does for calendar calls
  }
  // Two turns renewing at once both go on with their own token; the first to save wins, and
  // the refresh token it keeps still works (Google leaves earlier ones valid).
  await replaceToolSecret(options.db, {
    agentId: options.row.agentId,
    toolId: options.row.toolId,
    expectedSecret: options.row.secret,
    secret: options.box.seal(JSON.stringify(next)),
    settings: { ...options.row.settings, expires_at: next.expires_at },
  });
  return next;
}
