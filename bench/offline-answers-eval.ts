import { formatReport } from '../src/server/modules/chat/offline-eval/report';
import { runEval } from '../src/server/modules/chat/offline-eval/run-eval';

/**
 * Scores the offline engine on the evaluation set (issue 11) and prints the report; it exits
 * 0 whatever the score, because it is a measurement, not a gate.
 *   npx tsx bench/offline-answers-eval.ts          markdown
 *   npx tsx bench/offline-answers-eval.ts --json   machine-readable results and totals
 */
const run = runEval();
console.log(process.argv.includes('--json') ? JSON.stringify(run, null, 2) : formatReport(run));
