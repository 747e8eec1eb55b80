import { SEED_AGENTS, type SeedAgent } from '../../../db/seed-agents';
import type { CatalogueCoach, HistoryTurn } from '../chat-engine';
import { recogniseIntents } from '../offline-engine/intents';
import type { OfflineReply, OfflineReplyInput } from '../offline-engine/offline-engine';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../retrieval/knowledge-index';
import type { EvalCase, EvalFile } from './eval-case';
import type { PlayedTurn } from './score';

/** The engine under evaluation: composeOfflineReply, or a stand-in in the runner's own tests. */
export type ReplyEngine = (input: OfflineReplyInput) => OfflineReply;

/**
 * Plays a conversation as it reaches the engine, turn by turn: each turn sees the earlier turns
 * (with the engine's own replies), its own attachments, and the files of earlier turns, newest
 * first.
 */
export function play(
  evalCase: EvalCase,
  coach: SeedAgent,
  knowledge: KnowledgeIndex,
  engine: ReplyEngine,
  /** The catalogue's other coaches, as an app turn gets them. */
  otherCoaches: readonly CatalogueCoach[] = [],
) {
  const history: HistoryTurn[] = [];
  let earlierFiles: EvalFile[] = [];
  const turns: PlayedTurn[] = [];
  const turnMs: number[] = [];
  for (const { message, files = [] } of evalCase.turns) {
    const input: OfflineReplyInput = {
      agent: { name: coach.name, instruction: coach.instruction, tools: coach.tools },
      knowledge,
      message,
      history: [...history],
      files,
      earlierFiles,
      intents: recogniseIntents(message),
      toolResults: [],
      otherCoaches,
    };
    const started = performance.now();
    const { text } = engine(input);
    turnMs.push(performance.now() - started);
    turns.push({ message, reply: text });
    const attachments = files.length ? { attachments: files.map((file) => file.name) } : {};
    history.push(
      { role: 'user', content: message, ...attachments },
      { role: 'coach', content: text },
    );
    earlierFiles = [...[...files].reverse(), ...earlierFiles];
  }
  return { turns, turnMs };
}

export function coachOf(seedKey: string): SeedAgent {
  const coach = SEED_AGENTS.find((agent) => agent.seedKey === seedKey);
  if (!coach) throw new Error(`Case names an unknown coach: ${seedKey}`);
  return coach;
}

/** Each coach's knowledge indexed once, as the agent cache keeps it per agent version. */
export function knowledgeIndexes(): (coach: SeedAgent) => KnowledgeIndex {
  const indexes = new Map<string, KnowledgeIndex>();
  return (coach) => {
    let index = indexes.get(coach.seedKey);
    if (!index) indexes.set(coach.seedKey, (index = buildKnowledgeIndex(coach.knowledge)));
    return index;
  };
}

/** The other seeded coaches, as the app's catalogue offers them to a turn. */
export function otherCoachesOf(
  coach: SeedAgent,
  knowledgeOf: (coach: SeedAgent) => KnowledgeIndex,
): CatalogueCoach[] {
  return SEED_AGENTS.filter((other) => other.seedKey !== coach.seedKey).map((other) => ({
    name: other.name,
    link: `/agents/${other.seedKey}/run`,
    knowledgeIndex: () => knowledgeOf(other),
  }));
}
