import type { EvalCase } from '../src/server/modules/chat/offline-eval/eval-case';
import { HELD_OUT_CASES } from '../src/server/modules/chat/offline-eval/held-out';
import { HELD_OUT_2_CASES } from '../src/server/modules/chat/offline-eval/held-out-2';
import { HELD_OUT_3_CASES } from '../src/server/modules/chat/offline-eval/held-out-3';
import { HELD_OUT_4_CASES } from '../src/server/modules/chat/offline-eval/held-out-4';
import { formatReport, formatTotalsOnly } from '../src/server/modules/chat/offline-eval/report';
import { runEval } from '../src/server/modules/chat/offline-eval/run-eval';

/**
 * Scores the offline engine on the evaluation set (issues 11 and 30) and prints the report:
 * totals, pass rate by kind, wrong refusals, failing cases. The four held-out sets (each
 * written by someone who never saw the eval or the engine) follow as totals, without their
 * cases. It exits 0 whatever the score, because it is a measurement, not a gate.
 *   npx tsx bench/offline-answers-eval.ts          markdown
 *   npx tsx bench/offline-answers-eval.ts --json   machine-readable results and totals
 */
const HELD_OUT_SETS: ReadonlyArray<[string, readonly EvalCase[]]> = [
  ['Held-out set (totals only)', HELD_OUT_CASES],
  ['Second held-out set, written after the first was seen (totals only)', HELD_OUT_2_CASES],
  ['Third held-out set, seen as failure classes (totals only)', HELD_OUT_3_CASES],
  ['Fourth held-out set, the unseen check (totals only)', HELD_OUT_4_CASES],
];

const run = runEval();
const heldOut = HELD_OUT_SETS.map(([title, cases]) => ({ title, run: runEval({ cases }) }));
if (process.argv.includes('--json')) {
  const totals = heldOut.map((set) => set.run.totals);
  const [heldOut1, heldOut2, heldOut3, heldOut4] = totals;
  const sets = { heldOut: heldOut1, heldOut2, heldOut3, heldOut4 };
  console.log(JSON.stringify({ ...run, ...sets }, null, 2));
} else {
  console.log(formatReport(run));
  for (const set of heldOut) console.log(`\n${formatTotalsOnly(set.title, set.run)}`);
}
