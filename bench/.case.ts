import { EVAL_CASES } from '../src/server/modules/chat/offline-eval/cases/index';
import { play, coachOf, knowledgeIndexes } from '../src/server/modules/chat/offline-eval/play-case';
import { composeOfflineReply } from '../src/server/modules/chat/offline-engine/offline-engine';
const idx = knowledgeIndexes();
for (const id of process.argv.slice(2)) {
  const c = EVAL_CASES.find((x) => x.id === id)!;
  const coach = coachOf(c.coach);
  const { turns } = play(c, coach, idx(coach), composeOfflineReply);
  console.log(`### ${id} must: ${JSON.stringify(c.mustContain)}`);
  for (const t of turns) console.log(`> ${t.message}\n${t.reply}\n`);
}
