import { z } from 'zod';
import type {
  CalendarListItemSchema,
  GoogleCalendarConfig,
  GoogleCalendarConfigInput,
} from '../../../../shared/schemas/tools';
import type { Db } from '../../../db/client';
import { notFound } from '../../../domain-error';
import { requireUser, type Principal } from '../../auth';
import { findWritable, setAgentTool } from '../../agents';
import type { SecretBox } from '../secret-box';
import { deleteToolConfig, findToolConfig, saveToolConfig } from '../tool-configs-store';
import { secretFromGrant } from './calendar-grant';
import type { GoogleOAuthClient } from './google-token-client';

export const CALENDAR_TOOL = 'google_calendar';

/** What the server asks Google on the owner's behalf while they set the tool up. */
export interface CalendarGateway {
  account(accessToken: string): Promise<GoogleCalendarConfig['account']>;
  calendars(accessToken: string): Promise<Array<z.infer<typeof CalendarListItemSchema>>>;
}

/**
 * The token as sealed at rest: what the calendar tool needs to call Google later. The
 * calendar tool parses what it opens with this, so only the access token is vital.
 */
export const CalendarSecretSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default('Bearer'),
  scope: z.string().default(''),
  expires_at: z.string(),
  /** Code flow only: lets the server renew the access token (calendar-renewal.ts). */
  refresh_token: z.string().optional(),
});
export type CalendarSecret = z.infer<typeof CalendarSecretSchema>;

interface Context {
  db: Db;
  principal: Principal;
  agentId: string;
}

export async function listGoogleCalendars(
  ctx: Context & { gateway: CalendarGateway; accessToken: string },
) {
  await findWritable(ctx.db, ctx.principal, ctx.agentId);
  return ctx.gateway.calendars(ctx.accessToken);
}

/** Stored settings as the schema says; setups saved before `renewable` existed lack it. */
export function readCalendarSettings(stored: Record<string, unknown>): GoogleCalendarConfig {
  return { ...(stored as GoogleCalendarConfig), renewable: stored.renewable === true };
}

export async function getCalendarConfig(ctx: Context): Promise<GoogleCalendarConfig> {
  await findWritable(ctx.db, ctx.principal, ctx.agentId);
  const row = await findToolConfig(ctx.db, ctx.agentId, CALENDAR_TOOL);
  if (!row) throw notFound('Google Calendar is not set up on this agent.');
  return readCalendarSettings(row.settings);
}

/** The token flow's access token as it is kept: it lasts `expires_in` seconds, then the owner reconnects. */
function secretFromToken(auth: GoogleCalendarConfigInput['auth'], now: Date): CalendarSecret {
  return {
    access_token: auth.access_token,
    token_type: auth.token_type,
    scope: auth.scope,
    expires_at: new Date(now.getTime() + auth.expires_in * 1000).toISOString(),
  };
}

/**
 * Saves the owner's calendar setup. Google is asked who the token belongs to first (from the
 * primary calendar, which the calendar scopes can read), so a token that does not work is
 * refused now rather than at the first booking. With a grant
 * (code flow), the sealed refresh token is kept too and the connection renews.
 */
export async function saveCalendarConfig(
  ctx: Context & {
    gateway: CalendarGateway;
    box: SecretBox;
    oauth: GoogleOAuthClient | undefined;
    input: GoogleCalendarConfigInput;
  },
): Promise<GoogleCalendarConfig> {
  const agent = await findWritable(ctx.db, ctx.principal, ctx.agentId);
  const { auth } = ctx.input;
  const now = new Date();
  const secret = auth.grant
    ? await secretFromGrant({ ...ctx, userId: requireUser(ctx.principal), grant: auth.grant })
    : secretFromToken(auth, now);
  const account = await ctx.gateway.account(secret.access_token);
  const settings: GoogleCalendarConfig = {
    account,
    selected_calendars: ctx.input.selected_calendars,
    availability: ctx.input.availability,
    exclude_days: ctx.input.exclude_days,
    time_zone: ctx.input.time_zone,
    connected_at: now.toISOString(),
    renewable: secret.refresh_token !== undefined,
    expires_at: secret.expires_at,
  };
  await ctx.db.transaction(async (tx) => {
    await saveToolConfig(tx, {
      agentId: agent.id,
      toolId: CALENDAR_TOOL,
      settings,
      secret: ctx.box.seal(JSON.stringify(secret)),
    });
    await setAgentTool(tx, agent.id, CALENDAR_TOOL, true);
  });
  return settings;
}

export async function deleteCalendarConfig(ctx: Context): Promise<void> {
  const agent = await findWritable(ctx.db, ctx.principal, ctx.agentId);
  await ctx.db.transaction(async (tx) => {
    await deleteToolConfig(tx, agent.id, CALENDAR_TOOL);
    await setAgentTool(tx, agent.id, CALENDAR_TOOL, false);
  });
}
