import { SEED_AGENTS } from '../src/server/db/seed-agents';
import { businessSetupWizard } from '../src/server/db/seed-wizards/business-setup-wizard';
import type { PassageSource } from '../src/server/modules/chat/retrieval/passages';
import { buildIndex } from '../src/server/modules/chat/retrieval/bm25';
import { toPassages } from '../src/server/modules/chat/retrieval/knowledge-index';
import { composeOfflinePlan } from '../src/server/modules/wizard/plan/offline-plan';
import { renderPlanPdf } from '../src/server/modules/wizard/plan/plan-pdf';
import { STORED_ANSWERS } from '../src/server/modules/wizard/wizard-sample-answers';

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

/**
 * What writing an offline plan costs the server: indexing the platform coaches' knowledge and
 * composing the plan (done per plan, as the route does), then drawing its PDF.
 */
export async function benchWizardPlan(rounds = 200) {
  const wizard = { ...businessSetupWizard.content, id: 'business-setup', agent_id: 'bench' };
  const composeMs: number[] = [];
  let markdown = '';
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const own: PassageSource = { kind: 'knowledge' };
    const index = buildIndex(
      toPassages(
        SEED_AGENTS.map((agent) => ({
          source: agent.seedKey === 'business-setup-advisor' ? own : { kind: 'knowledge' as const },
          text: agent.knowledge,
        })),
      ),
    );
    markdown = composeOfflinePlan({
      wizard,
      answers: STORED_ANSWERS,
      knowledge: { index, own },
      now: new Date(),
    }).join('\n\n');
    composeMs.push(performance.now() - started);
  }
  const pdfMs: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < Math.min(rounds, 50); i++) {
    const started = performance.now();
    pdfBytes = (await renderPlanPdf(markdown, wizard.title)).length;
    pdfMs.push(performance.now() - started);
  }
  composeMs.sort((a, b) => a - b);
  pdfMs.sort((a, b) => a - b);
  return {
    planChars: markdown.length,
    composeP50Ms: percentile(composeMs, 0.5),
    composeP99Ms: percentile(composeMs, 0.99),
    pdfBytes,
    pdfP50Ms: percentile(pdfMs, 0.5),
    pdfP99Ms: percentile(pdfMs, 0.99),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchWizardPlan());
}
