import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Changes with the icon, so the long-cached URL always shows the current one. */
const iconVersion = (icon: string) =>
  createHash('sha256').update(icon).digest('base64url').slice(0, 12);

/**
 * The agent's own icon (an emoji or a few letters, as the app shows it) as the widget's avatar:
 * its address, or null when the agent has none (the widget then draws the name's initial).
 */
export function iconAvatarUrl(publicUrl: string, agent: { id: string; icon: string | null }) {
  const icon = agent.icon?.trim();
  return icon ? `${publicUrl}/api/widget/avatar/${agent.id}?icon=${iconVersion(icon)}` : null;
}

/** The icon drawn centred in a square SVG: text only, escaped, nothing that runs. */
export async function iconAvatarSvg(db: Db, agentId: string): Promise<string> {
  const [agent] = await db
    .select({ icon: agents.icon })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  const icon = agent?.icon?.trim();
  if (!icon) throw notFound(`Agent ${agentId} has no icon.`);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<text x="32" y="34" font-size="40" text-anchor="middle" dominant-baseline="middle">${escapeXml(icon)}</text></svg>`
  );
}
