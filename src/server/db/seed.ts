import type { Db } from './client';
import { agents } from './schema';
import { SEED_AGENTS } from './seed-agents';

export const PLATFORM_OWNER = 'CoachForge Team';

/**
 * Inserts the platform's coaches that are missing, keyed by seed_key, so restarts never
 * duplicate them. Each gets its own created_at so the catalogue order is stable.
 */
export async function seedAgents(db: Db, now = new Date()): Promise<number> {
  const rows = SEED_AGENTS.map((agent, index) => ({
    seedKey: agent.seedKey,
    name: agent.name,
    description: agent.description,
    icon: agent.icon,
    owner: PLATFORM_OWNER,
    ownerId: null,
    readOnly: 1 as const,
    status: 'active' as const,
    mode: 'PUBLIC' as const,
    instruction: agent.instruction,
    knowledge: agent.knowledge,
    tools: agent.tools,
    voiceEnabled: agent.voiceEnabled,
    languages: agent.languages,
    // The first listed is the coach's own: calls in no other language start in it.
    primaryLanguage: agent.languages[0] ?? 'en',
    // First in the list is newest, so the catalogue shows them in the order written.
    createdAt: new Date(now.getTime() - index * 1000),
    updatedAt: new Date(now.getTime() - index * 1000),
  }));
  const inserted = await db
    .insert(agents)
    .values(rows)
    .onConflictDoNothing({ target: agents.seedKey })
    .returning({ id: agents.id });
  return inserted.length;
}
