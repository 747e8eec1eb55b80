import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { seedAgents } from '../../db/seed';
import { SEED_AGENTS } from '../../db/seed-agents';
import { openTestDatabase } from '../../test/test-database';
import { createAgentCache } from './agent-cache';
import type { CatalogueCoach } from './chat-engine';
import { createCoachDirectory, fittingCoach } from './coach-directory';
import { buildKnowledgeIndex } from './retrieval/knowledge-index';

const catalogue: CatalogueCoach[] = SEED_AGENTS.map((agent) => {
  const index = buildKnowledgeIndex(agent.knowledge);
  return { name: agent.name, link: `/agents/${agent.seedKey}/run`, knowledgeIndex: () => index };
});

describe('fittingCoach', () => {
  it.each([
    ['How much dilution should we expect in a seed round?', 'Fundraising Coach'],
    ['Should we form an LLC or a Delaware C corporation?', 'Business Setup Advisor'],
    ['How many months of runway do we have at our burn rate?', 'Founder Finance Coach'],
    ['How do I run a Sean Ellis survey?', 'Product-Market Fit Coach'],
    ['What belongs on the market size slide of my deck?', 'Pitch Deck Coach'],
    ['How do I write a scorecard for my first engineering hire?', 'Hiring & Team Coach'],
    ['Should we offer a free trial or freemium tier?', 'Pricing Strategist'],
    ['How do I define our ideal customer profile for outbound?', 'Go-to-Market Coach'],
    // Everyday words the knowledge never uses ("contain") do not hide what is asked about.
    ['What should my pitch deck contain?', 'Pitch Deck Coach'],
    ["What's a good interview process for engineers?", 'Hiring & Team Coach'],
  ])('"%s" fits %s', (message, expected) => {
    expect(fittingCoach(message, catalogue, 'Someone Else')?.name).toBe(expected);
  });

  it.each([
    'How long should I bake sourdough bread at 230 degrees?',
    'Who won the football world cup in 2014?',
    'my python script crashes with a KeyError, can you fix it?',
    'hi',
  ])('"%s" fits no coach', (message) => {
    expect(fittingCoach(message, catalogue, 'Someone Else')).toBeNull();
  });

  it('never names the coach that is declining', () => {
    const message = 'How much dilution should we expect in a seed round?';
    expect(fittingCoach(message, catalogue, 'Fundraising Coach')?.name).not.toBe(
      'Fundraising Coach',
    );
  });
});

describe('createCoachDirectory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedAgents(database.db);
  });
  afterAll(() => database.close());

  const idOf = async (name: string) =>
    (await database.db.select({ id: agents.id }).from(agents).where(eq(agents.name, name)))[0]!.id;

  it("lists the catalogue's seeded coaches but the asking agent, each linked and searchable", async () => {
    const directory = createCoachDirectory(createAgentCache());
    const financeId = await idOf('Founder Finance Coach');
    const others = await directory.othersThan(database.db, financeId);
    expect(others.map((c) => c.name).sort()).toEqual(
      SEED_AGENTS.map((a) => a.name)
        .filter((name) => name !== 'Founder Finance Coach')
        .sort(),
    );
    const fundraising = others.find((c) => c.name === 'Fundraising Coach')!;
    expect(fundraising.link).toBe(`/agents/${await idOf('Fundraising Coach')}/run`);
    expect(fundraising.knowledgeIndex().topics).toContain('dilution');
  });

  it('leaves out a coach taken out of the catalogue, once told the catalogue changed', async () => {
    const directory = createCoachDirectory(createAgentCache());
    const anyId = await idOf('Founder Finance Coach');
    expect((await directory.othersThan(database.db, anyId)).map((c) => c.name)).toContain(
      'Pitch Deck Coach',
    );
    await database.db
      .update(agents)
      .set({ status: 'inactive' })
      .where(eq(agents.name, 'Pitch Deck Coach'));
    directory.invalidate();
    try {
      expect((await directory.othersThan(database.db, anyId)).map((c) => c.name)).not.toContain(
        'Pitch Deck Coach',
      );
    } finally {
      await database.db
        .update(agents)
        .set({ status: 'active' })
        .where(eq(agents.name, 'Pitch Deck Coach'));
    }
  });

  it("does not list a person's public agent", async () => {
    const directory = createCoachDirectory(createAgentCache());
    const [mine] = await database.db
      .insert(agents)
      .values({
        name: 'My Public Helper',
        description: 'Mine',
        owner: '',
        status: 'active',
        mode: 'PUBLIC',
        instruction: 'Be kind.',
        knowledge: 'Dilution: mine too.',
      })
      .returning({ id: agents.id });
    const others = await directory.othersThan(database.db, mine!.id);
    expect(others).toHaveLength(SEED_AGENTS.length);
    expect(others.map((c) => c.name)).not.toContain('My Public Helper');
  });
});
