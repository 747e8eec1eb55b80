import type { Db } from '../src/server/db/client';
import { agents, type NewAgentRow } from '../src/server/db/schema';

const description =
  'Helps founders sharpen their plan: asks the questions an experienced investor would ask, ' +
  'points at the weakest assumption and proposes one concrete next step for this week.';

/** Inserts `count` public, active agents in batches, as a busy catalogue would hold. */
export async function insertBenchAgents(db: Db, count: number) {
  const batch = 500;
  const start = Date.now();
  for (let offset = 0; offset < count; offset += batch) {
    const rows: NewAgentRow[] = [];
    for (let i = offset; i < Math.min(count, offset + batch); i++) {
      rows.push({
        name: `Bench Coach ${i}`,
        description,
        icon: '🧭',
        owner: `Owner ${i % 97}`,
        status: 'active',
        mode: 'PUBLIC',
        instruction: 'You are a helpful coach. '.repeat(40),
        knowledge: 'Knowledge paragraph about startups. '.repeat(200),
        tools: ['web_scraper'],
        languages: ['en'],
        createdAt: new Date(start - i * 1000),
        updatedAt: new Date(start - i * 1000),
      });
    }
    await db.insert(agents).values(rows);
  }
}
