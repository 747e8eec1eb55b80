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

/** A coach fits when its best passages hold this share of the question's known weight. */
const MIN_COVERAGE = 0.6;
/** …or when its subject (topics, name) holds this share: the question names what it is about. */
const MIN_SUBJECT = 0.5;
/** A question's words may be spread over a coach's few best passages ("interview", "engineer"). */
const PASSAGES_READ = 3;
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

/**
 * The words that say what a coach is about: its topics, and the words of its name no other
 * coach's name has ("pitch", "deck"; not "coach").
 */
function subjectsOf(coaches: readonly CatalogueCoach[]): Array<Set<string>> {
  const nameWords = coaches.map((coach) => new Set(tokenize(coach.name)));
  const namesWith = (word: string) => nameWords.filter((words) => words.has(word)).length;
  return coaches.map(
    (coach, i) =>
      new Set([
        ...tokenize(coach.knowledgeIndex().topics.join(' ')),
        ...[...nameWords[i]!].filter((word) => namesWith(word) === 1),
      ]),
  );
}

/**
 * The coach whose knowledge covers the message best, other than `excludeName` (the one
 * declining): by the share of the message's weight (in words the catalogue knows) that its
 * best passages hold, and the share its subject holds ("What should my pitch deck contain?"
 * is the Pitch Deck Coach's, whatever "contain" weighs). Null when none covers it clearly
 * ("how long do I bake sourdough?", whose words no coach uses).
 */
export function fittingCoach(
  message: string,
  coaches: readonly CatalogueCoach[],
  excludeName: string,
): CatalogueCoach | null {
  const candidates = coaches.filter((coach) => coach.name !== excludeName);
  // "incorporate" is read as the "corporation" a coach's knowledge says.
  const inCatalogue = (term: string) =>
    candidates.some((coach) => coach.knowledgeIndex().index.postings.has(term));
  const terms = [...new Set(tokenize(message, inCatalogue))].filter(
    (term) => !GENERIC_TERMS.has(term),
  );
  if (terms.length === 0 || candidates.length === 0) return null;
  const weights = catalogueWeights(terms, candidates);
  const weightOf = (list: string[]) => list.reduce((sum, t) => sum + weights.get(t)!.weight, 0);
  const known = terms.filter((term) => weights.get(term)!.known);
  const knownWeight = weightOf(known);
  if (knownWeight / weightOf(terms) < MIN_KNOWN) return null;
  const subjects = subjectsOf(candidates);

  let fitting: { coach: CatalogueCoach; rank: number[] } | null = null;
  for (const [i, coach] of candidates.entries()) {
    const hits = search(coach.knowledgeIndex().index, message, PASSAGES_READ);
    if (hits.length === 0) continue;
    const subject = subjects[i]!;
    const present = new Set([...hits.flatMap((hit) => tokenize(hit.passage.text)), ...subject]);
    const share = weightOf(known.filter((term) => present.has(term))) / knownWeight;
    const subjectShare = weightOf(known.filter((term) => subject.has(term))) / knownWeight;
    if (share < MIN_COVERAGE && subjectShare < MIN_SUBJECT) continue;
    // "runway" is Founder Finance's subject, though Fundraising's passages say it too.
    const rank = [share + subjectShare, hits[0]!.score];
    if (!fitting || outranks(rank, fitting.rank)) fitting = { coach, rank };
  }
  return fitting?.coach ?? null;
}

const outranks = (a: number[], b: number[]) => {
  const differs = a.findIndex((value, i) => value !== b[i]);
  return differs !== -1 && a[differs]! > b[differs]!;
};
