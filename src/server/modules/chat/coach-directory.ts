import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import type { AgentCache } from './agent-cache';
import type { CatalogueCoach } from './chat-engine';
import { search } from './retrieval/bm25';
import { GENERIC_TERMS, tokenize } from './retrieval/tokenize';

/** The catalogue's coaches a decline may name (the platform's own, active and public). */
export interface CoachDirectory {
  /** Every catalogue coach but the agent `agentId` itself. */
  othersThan(db: Db, agentId: string): Promise<CatalogueCoach[]>;
  /** Read the coaches afresh on the next turn (an agent was written). */
  invalidate(): void;
}

interface ListedCoach extends CatalogueCoach {
  id: string;
}

/**
 * The seeded coaches, read once and kept (they change only when an agent write invalidates
 * the catalogue); their knowledge indexes come from the agent cache, built when first needed.
 */
export function createCoachDirectory(agentCache: AgentCache): CoachDirectory {
  let listed: Promise<ListedCoach[]> | undefined;

  async function load(db: Db): Promise<ListedCoach[]> {
    const rows = await db
      .select({ id: agents.id, version: sql<string>`${agents}.xmin::text` })
      .from(agents)
      .where(and(isNotNull(agents.seedKey), eq(agents.status, 'active'), eq(agents.mode, 'PUBLIC')))
      .orderBy(asc(agents.createdAt), asc(agents.id));
    const coaches = await Promise.all(
      rows.map(async ({ id, version }) => {
        const agent = await agentCache.get(db, id, version);
        return agent && { id, agent };
      }),
    );
    return coaches.flatMap((found) =>
      found
        ? [
            {
              id: found.id,
              name: found.agent.row.name,
              link: `/agents/${found.id}/run`,
              knowledgeIndex: found.agent.knowledgeIndex,
            },
          ]
        : [],
    );
  }

  return {
    async othersThan(db, agentId) {
      const loading = (listed ??= load(db));
      // A failed read is tried again by the next turn instead of being kept.
      loading.catch(() => {
        if (listed === loading) listed = undefined;
      });
      const coaches = await loading;
      return coaches
        .filter((coach) => coach.id !== agentId)
        .map(({ name, link, knowledgeIndex }) => ({ name, link, knowledgeIndex }));
    },
    invalidate() {
      listed = undefined;
    },
  };
}

/** A coach fits when its best passage holds this share of the question's known weight. */
const MIN_COVERAGE = 0.5;
/** Below this share of the question's weight in words the catalogue knows, it is foreign. */
const MIN_KNOWN = 0.5;

/**
 * How much each of the message's words says, by how rare it is across the whole catalogue:
 * "dilution" points at one coach, "round" at several; a word no coach uses gets the most.
 */
function catalogueWeights(terms: string[], coaches: readonly CatalogueCoach[]) {
  const indexes = coaches.map((coach) => coach.knowledgeIndex().index);
  const passages = indexes.reduce((sum, index) => sum + index.passages.length, 0);
  return new Map(
    terms.map((term) => {
      const df = indexes.reduce((sum, index) => sum + (index.postings.get(term)?.length ?? 0), 0);
      const weight = Math.log(1 + (passages - Math.max(df, 0.5) + 0.5) / (Math.max(df, 0.5) + 0.5));
      return [term, { weight, known: df > 0 }];
    }),
  );
}

const outranks = (a: number[], b: number[]) => {
  const differs = a.findIndex((value, i) => value !== b[i]);
  return differs !== -1 && a[differs]! > b[differs]!;
};

/**
 * The coach whose knowledge covers the message best, other than `excludeName` (the one
 * declining): the share of the message's weight (in words the catalogue knows) that its best
 * passage and its topics hold. Null when none covers it clearly ("how long do I bake
 * sourdough?", whose words no coach uses).
 */
export function fittingCoach(
  message: string,
  coaches: readonly CatalogueCoach[],
  excludeName: string,
): CatalogueCoach | null {
  const candidates = coaches.filter((coach) => coach.name !== excludeName);
  const terms = [...new Set(tokenize(message))].filter((term) => !GENERIC_TERMS.has(term));
  if (terms.length === 0 || candidates.length === 0) return null;
  const weights = catalogueWeights(terms, candidates);
  const weightOf = (list: string[]) => list.reduce((sum, t) => sum + weights.get(t)!.weight, 0);
  const known = terms.filter((term) => weights.get(term)!.known);
  const knownWeight = weightOf(known);
  if (knownWeight / weightOf(terms) < MIN_KNOWN) return null;

  // Ranked by the share covered, then by how much of it is the coach's own subject (its
  // topics: "runway" is Founder Finance's, though Fundraising mentions it), then by BM25.
  let fitting: { coach: CatalogueCoach; rank: number[] } | null = null;
  for (const coach of candidates) {
    const knowledge = coach.knowledgeIndex();
    const [best] = search(knowledge.index, message, 1);
    if (!best) continue;
    const topical = new Set(tokenize(knowledge.topics.join(' ')));
    const present = new Set([...tokenize(best.passage.text), ...topical]);
    const share = weightOf(known.filter((term) => present.has(term))) / knownWeight;
    if (share < MIN_COVERAGE) continue;
    const rank = [share, weightOf(known.filter((term) => topical.has(term))), best.score];
    if (!fitting || outranks(rank, fitting.rank)) fitting = { coach, rank };
  }
  return fitting?.coach ?? null;
}
