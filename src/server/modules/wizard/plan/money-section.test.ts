import { describe, expect, it } from 'vitest';
import type { WizardStep } from '../../../../shared/schemas/wizard';
import { moneyLines } from './money-section';

const step = (id: string, name: string, unit?: string): WizardStep => ({
  id,
  name,
  description: '',
  question: { id, text: name, type: 'float', options: [], instructions: '', unit },
});
const steps = [
  step('start', 'Starting money', 'EUR'),
  step('costs', 'Monthly costs', 'EUR/month'),
  step('founders', 'Founders', 'founders'),
];

describe('the sums a plan does with the answers', () => {
  it('works out the runway, and what 18 months would take when it is short', () => {
    const lines = moneyLines(steps, { start: 30_000, costs: 4_000, founders: 2 });
    expect(lines).toEqual([
      '- **Starting money:** €30,000',
      '- **Monthly costs:** €4,000 a month',
      '- **Runway:** €30,000 ÷ €4,000 a month = **7.5 months** before the money runs out, without revenue.',
      '- At under a year, start on revenue or funding now: to reach 18 months you would need about €42,000 more, or costs of €1,666 a month at most.',
      '- Yearly costs at this rate: €48,000.',
    ]);
  });

  it('says a long runway is enough to test the business', () => {
    const lines = moneyLines(steps, { start: 100_000, costs: 4_000 });
    expect(lines).toContain(
      '- **Runway:** €100,000 ÷ €4,000 a month = **25 months** before the money runs out, without revenue.',
    );
    expect(lines.join('\n')).toContain('enough time to test the business');
  });

  it('does not divide by nothing, and lists amounts alone without a monthly figure', () => {
    expect(moneyLines(steps, { start: 5_000, costs: 0 })).toContain(
      '- **Runway:** with no monthly costs, €5,000 lasts until you spend it.',
    );
    expect(moneyLines(steps, { start: 5_000 })).toEqual(['- **Starting money:** €5,000']);
    expect(moneyLines(steps, { founders: 3 })).toEqual([]);
  });

  it('puts money before everything else under six months, in the run’s currency', () => {
    const francs = [
      step('start', 'Starting money', 'CHF'),
      step('costs', 'Monthly costs', 'CHF/month'),
    ];
    const lines = moneyLines(francs, { start: 29_000, costs: 10_000 });
    // Intl writes "CHF" and the amount with a no-break space between them.
    expect(lines[2]).toBe(
      '- **Runway:** CHF\u00a029,000 ÷ CHF\u00a010,000 a month = **2.9 months** before the money runs out, without revenue.',
    );
    expect(lines[3]).toMatch(
      /^- Under six months, money comes before everything else in this plan/,
    );
  });
});
