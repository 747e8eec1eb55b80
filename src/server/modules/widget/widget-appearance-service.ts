import { and, eq } from 'drizzle-orm';
import { contrastRatio, readableTextColor } from '../../../shared/color-contrast';
import {
  DEFAULT_WIDGET_APPEARANCE,
  WidgetAppearanceInputSchema,
  type SavedWidgetAppearance,
  type ServedWidgetAppearance,
  type WidgetAppearance,
} from '../../../shared/schemas/widget-appearance';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';
import { agentOwnedBy } from '../agents';
import { requireUser, type Principal } from '../auth';
import { currentPlanOf, type PlanCatalogue } from '../billing';
import { avatarUrlOf } from './widget-avatar-service';
import { iconAvatarUrl } from './widget-icon-avatar';

/**
 * Stored settings over the defaults, each field kept only if it still passes today's rules
 * (a row written by an older release, or by hand, never breaks the widget).
 */
export function appearanceOf(stored: unknown): WidgetAppearance {
  const merged = { ...DEFAULT_WIDGET_APPEARANCE, ...(stored as Partial<WidgetAppearance>) };
  const parsed = WidgetAppearanceInputSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_WIDGET_APPEARANCE;
}

/** The Free plan (priced 0) always shows "Powered by CoachForge". */
export async function poweredByRequired(db: Db, plans: PlanCatalogue, ownerId: string | null) {
  if (!ownerId) return false; // the platform's own coaches
  const { plan } = await currentPlanOf({ db, plans, userId: ownerId });
  return plan.price === 0;
}

export interface AppearanceContext {
  db: Db;
  plans: PlanCatalogue;
  publicUrl: string;
}

/** The settings resolved for showing: text colour, "powered by", the avatar's address. */
export async function servedAppearance(
  context: AppearanceContext,
  agent: { id: string; ownerId: string | null; icon: string | null },
  appearance: WidgetAppearance,
): Promise<ServedWidgetAppearance> {
  const required = await poweredByRequired(context.db, context.plans, agent.ownerId);
  const uploaded = await avatarUrlOf(context.db, context.publicUrl, agent.id);
  const { show_powered_by: shown, avatar, ...rest } = appearance;
  return {
    ...rest,
    brand_text_color: readableTextColor(appearance.brand_color),
    privacy_url: appearance.privacy_url || null,
    powered_by: required || shown,
    avatar_url: avatar === 'image' ? uploaded : iconAvatarUrl(context.publicUrl, agent),
  };
}

/** The agent, if the caller owns it; anyone else is told it does not exist. */
export async function ownedAgent(db: Db, principal: Principal, agentId: string) {
  requireUser(principal);
  const [row] = await db
    .select({ id: agents.id, ownerId: agents.ownerId, stored: agents.widgetAppearance })
    .from(agents)
    .where(and(eq(agents.id, agentId), agentOwnedBy(principal)))
    .limit(1);
  if (!row) throw notFound(`Agent ${agentId} was not found.`);
  return row;
}

async function savedView(
  context: AppearanceContext,
  agent: { id: string; ownerId: string | null },
  appearance: WidgetAppearance,
): Promise<SavedWidgetAppearance> {
  const brandText = readableTextColor(appearance.brand_color);
  return {
    appearance,
    brand_text_color: brandText,
    contrast_ratio: Math.round(contrastRatio(appearance.brand_color, brandText) * 100) / 100,
    avatar_url: await avatarUrlOf(context.db, context.publicUrl, agent.id),
    powered_by_required: await poweredByRequired(context.db, context.plans, agent.ownerId),
  };
}

export async function readWidgetAppearance(
  context: AppearanceContext & { principal: Principal; agentId: string },
): Promise<SavedWidgetAppearance> {
  const agent = await ownedAgent(context.db, context.principal, context.agentId);
  return savedView(context, agent, appearanceOf(agent.stored));
}

export async function saveWidgetAppearance(
  context: AppearanceContext & {
    principal: Principal;
    agentId: string;
    input: WidgetAppearance;
  },
): Promise<SavedWidgetAppearance> {
  const agent = await ownedAgent(context.db, context.principal, context.agentId);
  const appearance = { ...context.input, brand_color: context.input.brand_color.toLowerCase() };
  await context.db
    .update(agents)
    .set({ widgetAppearance: appearance })
    .where(eq(agents.id, agent.id));
  return savedView(context, agent, appearance);
}
