import { describe, expect, it } from 'vitest';
import type { WizardAnswerValue } from '../../../../shared/schemas/wizard';
import { SEED_AGENTS } from '../../../db/seed-agents';
import { buildIndex } from '../../chat/retrieval/bm25';
import { toPassages } from '../../chat/retrieval/knowledge-index';
import type { PassageSource } from '../../chat/retrieval/passages';
import { STORED_ANSWERS } from '../wizard-sample-answers';
import { composeOfflinePlan } from './offline-plan';
import { CONTRADICTORY_ANSWERS, setupWizard } from './plan-test-answers';

// The platform coaches' knowledge, the wizard's own coach told apart, as the plan writer does.
const own: PassageSource = { kind: 'knowledge' };
const index = buildIndex(
  toPassages(
    SEED_AGENTS.map((agent) => ({
      source: agent.seedKey === 'business-setup-advisor' ? own : { kind: 'knowledge' as const },
      text: agent.knowledge,
    })),
  ),
);
const planOf = (answers: Record<string, WizardAnswerValue>, currency = 'EUR') =>
  composeOfflinePlan({
    wizard: setupWizard(currency),
    answers,
    knowledge: { index, own },
    now: new Date('2026-11-26T10:00:00Z'),
  }).join('\n\n');

const section = (plan: string, heading: string) =>
  plan.split(/\n(?=## )/).find((block) => block.startsWith(`## ${heading}`)) ?? '';
const nextSteps = (plan: string) =>
  section(plan, 'Next steps')
    .split('\n')
    .filter((line) => /^\d+\. /.test(line));

describe('the offline plan, read as the founder reads it', () => {
  const plan = planOf(CONTRADICTORY_ANSWERS, 'USD');

  it('opens with the answers that do not fit together, before everything else', () => {
    const headings = [...plan.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 2)).toEqual(['Check these answers', 'Your answers at a glance']);
    const checks = section(plan, 'Check these answers');
    expect(checks).toContain('“3 founders”');
    expect(checks).toContain('names 2 people');
    expect(checks).toContain('“Delaware C-corp; founders in Austin; customers in the US”');
    expect(checks).toContain(
      'You plan to hire in month 3; at this burn your money lasts 2.9 months',
    );
  });

  it('puts money first when it lasts under six months, saying why with the months', () => {
    const steps = nextSteps(plan);
    expect(steps[0]).toMatch(/^1\. Start raising now and cut your burn/);
    expect(steps[0]).toContain('your $29,000 lasts 2.9 months');
    expect(steps[1]).toMatch(/^2\. Hold the hire you planned in month 3/);
    // Legal and setup steps come after the money ones, hiring steps last.
    const firstSetup = steps.findIndex((s) => /lawyer|agreement|accounting|deadlines/i.test(s));
    const lastMoney = steps.findLastIndex((s) => /runway|raise|raising|cash-flow/i.test(s));
    expect(firstSetup).toBeGreaterThan(lastMoney);
  });

  it('keeps the knowledge’s order when there is time, after settling contradictions', () => {
    const calm = nextSteps(planOf({ ...STORED_ANSWERS, initial_investment: 300_000 }));
    expect(calm[0]).not.toMatch(/raising now|cut your burn/i);
    const contradicted = nextSteps(
      planOf({ ...STORED_ANSWERS, initial_investment: 300_000, founders: 3 }),
    );
    expect(contradicted[0]).toMatch(/^1\. Settle the contradiction under “Check these answers”/);
  });

  it('leaves out what it says of the structures the founder did not choose', () => {
    const corp = planOf({ ...CONTRADICTORY_ANSWERS, business_type: 'corp' }, 'USD');
    expect(corp).toMatch(/Delaware C corporation is the standard structure/);
    expect(corp).not.toMatch(/\bLLCs? suit|limited liability company generally shields/i);
    expect(corp).not.toMatch(/sole proprietorship|partnership agreement/i);
    const llc = planOf(STORED_ANSWERS);
    expect(llc).toMatch(/limited liability company generally shields/i);
    expect(llc).not.toMatch(/The Delaware C corporation is the standard/);
  });

  it('leaves out raising for a founder who bootstraps', () => {
    const bootstrap = planOf({ ...STORED_ANSWERS, funding_plan: 'bootstrap' });
    const steps = nextSteps(bootstrap).join('\n');
    expect(steps).not.toMatch(/start raising|raise the next round/i);
  });

  it('counts every amount in the run’s currency, the sentences it writes included', () => {
    const pounds = planOf({ ...CONTRADICTORY_ANSWERS, funding_plan: 'bootstrap' }, 'GBP');
    expect(pounds).toContain('£29,000 ÷ £10,000 a month = **2.9 months**');
    expect(nextSteps(pounds)[0]).toMatch(
      /^1\. Cut your burn or bring revenue forward this month: at £10,000 a month your £29,000 lasts 2\.9 months.*£4,833 a month at most/,
    );
    expect(pounds).not.toMatch(/[$€]\s?\d/);
    expect(planOf(STORED_ANSWERS, 'EUR')).not.toMatch(/[$£]\s?\d/);
  });

  it('leaves out rules of a country the company is not in, and co-founder advice to a solo founder', () => {
    const berlin = planOf({
      ...STORED_ANSWERS,
      business_type: 'sole',
      location: 'Berlin, Germany',
      founders: 1,
      equity_split: 'Just me, 100%',
    });
    expect(berlin).not.toMatch(/83\(b\)|\bIRS\b/);
    expect(berlin).not.toMatch(/founders should agree in writing|Equal splits are common/);
    const austin = planOf({ ...CONTRADICTORY_ANSWERS, business_type: 'corp', founders: 2 }, 'USD');
    expect(austin).not.toMatch(/Founders outside the US/);
    expect(austin).toMatch(/83\(b\)/);
    const abroad = planOf(
      {
        ...CONTRADICTORY_ANSWERS,
        business_type: 'corp',
        founders: 2,
        location: 'Delaware C-corp, founders in Berlin',
      },
      'USD',
    );
    expect(abroad).toMatch(/Founders outside the US/);
  });
});
