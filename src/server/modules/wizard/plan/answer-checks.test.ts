import { describe, expect, it } from 'vitest';
import type { WizardAnswerValue } from '../../../../shared/schemas/wizard';
import { STORED_ANSWERS } from '../wizard-sample-answers';
import { answerChecks } from './answer-checks';
import { readRunway } from './money-section';
import { CONTRADICTORY_ANSWERS, setupWizard } from './plan-test-answers';
import { answersByRole } from './step-roles';

const checksOf = (answers: Record<string, WizardAnswerValue>, currency = 'USD') => {
  const { steps } = setupWizard(currency);
  return answerChecks({
    byRole: answersByRole(steps, answers),
    runway: readRunway(steps, answers),
  });
};
const withAnswers = (changes: Record<string, WizardAnswerValue>) =>
  checksOf({ ...STORED_ANSWERS, ...changes }, 'EUR');

describe('answers that contradict each other', () => {
  it('finds the three of issue 30, each in one sentence naming both answers', () => {
    expect(checksOf(CONTRADICTORY_ANSWERS)).toEqual([
      'Your Founders answer is “3 founders”, but your Ownership and vesting answer (“me and my co-founder 60/40, four-year vesting with a one-year cliff”) names 2 people: settle who the founders are before you split the shares.',
      'Your Legal structure answer is “Limited liability company (LLC)”, but your Location answer says “Delaware C-corp; founders in Austin; customers in the US”, which is a corporation: pick one, since liability, taxes and what investors accept differ.',
      'Your Funding answer is “Venture capital”, but your Legal structure answer is “Limited liability company (LLC)”: most venture funds invest only in corporations, so you may have to convert before the round.',
      'You plan to hire in month 3; at this burn your money lasts 2.9 months ($29,000 ÷ $10,000 a month), so that hire would start with 0.9 months of money left, before paying for it.',
    ]);
  });

  it('finds nothing in answers that fit together', () => {
    expect(withAnswers({})).toEqual([]);
    expect(
      withAnswers({
        business_type: 'corp',
        location: 'Delaware C-corp, founders in Berlin',
        founders: 3,
        equity_split: '40/30/30, vesting over four years',
        funding_plan: 'vc',
      }),
    ).toEqual([]);
  });

  it('counts the people an ownership answer names however it names them', () => {
    const named = (equity_split: string, founders: number) =>
      withAnswers({ equity_split, founders }).filter((c) => c.startsWith('Your Founders'));
    expect(named('Just me, 100%', 2)[0]).toContain('names 1 person');
    expect(named('me and my two co-founders, equal thirds', 2)[0]).toContain('names 3 people');
    expect(named('Ana 40%, Bruno 30%, me 30%', 2)[0]).toContain('names 3 people');
    expect(named('My co-founders and I split it equally', 2)[0]).toContain(
      'names at least 3 people',
    );
    // A pool beside the founders' shares is not a founder.
    expect(named('45/45/10 with 10% as an option pool', 2)).toEqual([]);
    expect(named('solo, 100%', 1)).toEqual([]);
    expect(named('vesting over four years with a one-year cliff', 5)).toEqual([]);
  });

  it('adds up a split that is not the whole company', () => {
    expect(withAnswers({ equity_split: '60/30 with four-year vesting' })).toContain(
      'Your Ownership and vesting answer (“60/30 with four-year vesting”) gives out 60% + 30% = 90% of the company, not 100%: say who holds the other 10%.',
    );
    expect(withAnswers({ equity_split: 'Ana 55%, Bruno 35%, me 20%', founders: 3 })[0]).toContain(
      'gives out 55% + 35% + 20% = 110%, more than the whole company.',
    );
    // Vesting percentages are not shares.
    expect(withAnswers({ equity_split: '50% each, 25% vests after the first year' })).toEqual([]);
  });

  it('finds a company form that the place of registration does not have', () => {
    expect(
      withAnswers({ business_type: 'corp', location: 'A Ltd registered in Delaware' }),
    ).toEqual([
      'The Ltd is a company form of the UK, Ireland and other common-law countries, but your Location answer registers it in the US (“A Ltd registered in Delaware”): a company registered there takes one of its own forms, so check which you mean.',
    ]);
    expect(withAnswers({ location: 'GmbH in Berlin, customers across the EU' })).toEqual([]);
    expect(
      withAnswers({
        location: 'Founders in Lisbon, company registered in Delaware as a C-corp',
        business_type: 'corp',
      }),
    ).toEqual([]);
  });

  it('holds a structure against the founders and the funding', () => {
    expect(withAnswers({ business_type: 'sole', funding_plan: 'bootstrap' })).toEqual([
      'Your Legal structure answer is “Sole proprietorship”, but your Founders answer counts 2 founders: a sole proprietorship has a single owner, so 2 founders need a partnership or a company.',
    ]);
    expect(
      withAnswers({ business_type: 'partnership', founders: 2, funding_plan: 'angels' }),
    ).toEqual([
      'Your Funding answer is “Angel investors”, but your Legal structure answer is “Partnership”: investors buy shares, which a partnership does not issue, so you would need a company first.',
    ]);
  });

  it('sees a raise planned by a founder who says they bootstrap', () => {
    expect(
      withAnswers({ funding_plan: 'bootstrap', first_hires: 'Two engineers after our seed round' }),
    ).toEqual([
      'Your Funding answer is “Bootstrapping from revenue and savings”, but your First hires answer plans on outside money (“Two engineers after our seed round”): decide which, since a raise changes your runway, your structure and when you can hire.',
    ]);
    expect(
      withAnswers({
        funding_plan: 'bootstrap',
        first_hires: 'A designer in month 2, no investors',
      }),
    ).toEqual([]);
  });

  it('flags a hire at or after the month the money runs out, not one well inside it', () => {
    const hire = (first_hires: string, monthly_costs = 10_000) =>
      withAnswers({ first_hires, initial_investment: 29_000, monthly_costs });
    expect(hire('A designer in month 2')).toEqual([]);
    expect(hire('A designer in the third month')[0]).toMatch(
      /^You plan to hire in the third month; at this burn your money lasts 2\.9 months/,
    );
    expect(hire('A sales lead in 4 months')[0]).toContain('so it is gone before that hire starts');
    expect(hire('A sales lead in 4 months', 1_000)).toEqual([]);
  });
});
