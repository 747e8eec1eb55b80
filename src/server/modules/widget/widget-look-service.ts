import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readableTextColor } from '../../../shared/color-contrast';
import type { WidgetAppearance, WidgetLook } from '../../../shared/schemas/widget-appearance';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';
import { appearanceOf } from './widget-appearance-service';

type LookAgent = {
  name: string;
  displayName: string | null;
  position: WidgetLook['position'];
};

/** The launcher's look: what the loader draws before anyone opens the chat. */
export function lookOf(agent: LookAgent, appearance: WidgetAppearance): WidgetLook {
  return {
    name: agent.displayName?.trim() || agent.name,
    position: agent.position,
    brand_color: appearance.brand_color,
    brand_text_color: readableTextColor(appearance.brand_color),
    launcher: appearance.launcher,
    launcher_label: appearance.launcher_label,
    theme: appearance.theme,
    offset_x: appearance.offset_x,
    offset_y: appearance.offset_y,
  };
}

/**
 * The public look of an active agent's launcher, and its ETag. Public on purpose: the loader
 * reads it on every page view before any key is used, and it says nothing the launcher
 * would not show. Unknown and inactive agents are alike: not found.
 */
export async function readLook(db: Db, agentId: string) {
  const [agent] = await db
    .select({
      name: agents.name,
      displayName: agents.widgetDisplayName,
      position: agents.widgetPosition,
      status: agents.status,
      stored: agents.widgetAppearance,
    })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!agent || agent.status !== 'active') throw notFound(`Agent ${agentId} was not found.`);
  const look = lookOf(agent, appearanceOf(agent.stored));
  const etag = `"${createHash('sha256').update(JSON.stringify(look)).digest('base64url').slice(0, 22)}"`;
  return { look, etag };
}
