/**
 * Talks to a seeded coach through the offline engine, as the eval plays a conversation: each
 * message is one turn and sees the turns before it. For looking at a reply while working on
 * the engine; the eval (bench/offline-answers-eval.ts) is what judges it.
 *   npx tsx scripts/ask-offline-coach.ts pricing-strategist "how many tiers?" "and why?"
 *   npx tsx scripts/ask-offline-coach.ts business-setup-advisor --file draft.txt "what is missing?"
 * A file goes with the first turn.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SEED_AGENTS } from '../src/server/db/seed-agents';
import { composeOfflineReply } from '../src/server/modules/chat/offline-engine/offline-engine';
import {
  knowledgeIndexes,
  otherCoachesOf,
  play,
} from '../src/server/modules/chat/offline-eval/play-case';

const [seedKey = '', ...rest] = process.argv.slice(2);
const coach = SEED_AGENTS.find((agent) => agent.seedKey === seedKey);
if (!coach) {
  console.error(`Name a coach: ${SEED_AGENTS.map((agent) => agent.seedKey).join(', ')}`);
  process.exit(1);
}
const path = rest[0] === '--file' ? rest[1] : undefined;
const messages = path ? rest.slice(2) : rest;
const files = path ? [{ name: basename(path), text: readFileSync(path, 'utf8') }] : [];
const knowledgeOf = knowledgeIndexes();
const { turns } = play(
  {
    id: 'ask',
    coach: seedKey,
    kind: 'factual',
    turns: messages.map((message, i) => ({ message, ...(i === 0 ? { files } : {}) })),
    mustContain: [],
  },
  coach,
  knowledgeOf(coach),
  composeOfflineReply,
  otherCoachesOf(coach, knowledgeOf),
);
for (const turn of turns) console.log(`> ${turn.message}\n${turn.reply}\n`);
