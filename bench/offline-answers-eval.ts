import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from '../src/server/modules/chat/offline-eval/eval-case';
import { formatReport, formatTotalsOnly } from '../src/server/modules/chat/offline-eval/report';
import { runEval } from '../src/server/modules/chat/offline-eval/run-eval';

/**
 * Scores the offline engine on the evaluation set (issues 11 and 30) and prints the report:
 * totals, pass rate by kind, wrong refusals, failing cases. When the held-out set exists
 * (written by someone who never saw the eval), its totals follow, without its cases. It exits
 * 0 whatever the score, because it is a measurement, not a gate.
 *   npx tsx bench/offline-answers-eval.ts          markdown
 *   npx tsx bench/offline-answers-eval.ts --json   machine-readable results and totals
 */
const HELD_OUT = '../src/server/modules/chat/offline-eval/held-out/index.ts';

async function heldOutCases(): Promise<readonly EvalCase[] | null> {
  if (!existsSync(fileURLToPath(new URL(HELD_OUT, import.meta.url)))) return null;
  const module = (await import(HELD_OUT)) as { HELD_OUT_CASES?: readonly EvalCase[] };
  return module.HELD_OUT_CASES ?? null;
}

const run = runEval();
const heldOut = await heldOutCases();
const heldOutRun = heldOut ? runEval({ cases: heldOut }) : null;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...run, heldOut: heldOutRun?.totals ?? null }, null, 2));
} else {
  console.log(formatReport(run));
  if (heldOutRun) console.log(`\n${formatTotalsOnly('Held-out set (totals only)', heldOutRun)}`);
}
