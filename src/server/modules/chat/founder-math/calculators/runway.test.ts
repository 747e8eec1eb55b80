import { describe, expect, it } from 'vitest';
import { computeRunway } from './runway';

describe('runway', () => {
  it('divides cash by monthly burn and states the formula', () => {
    const calc = computeRunway({ cash: 200_000, monthlyNetBurn: 15_000 });
    expect(calc.result.runway).toBe('13.3 months');
    expect(calc.text.split('\n')[0]).toBe(
      '**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**.',
    );
  });

  it('states before and after a hire', () => {
    const calc = computeRunway({ cash: 200_000, monthlyNetBurn: 15_000, extraMonthlyCost: 8_000 });
    expect(calc.result).toMatchObject({ runway: '13.3 months', runwayWithChange: '8.7 months' });
    const [now, after] = calc.text.split('\n');
    expect(now).toContain('**Runway now:** $200,000 ÷ $15,000 per month = **13.3 months**');
    expect(after).toBe(
      '**With $8,000 more a month:** $200,000 ÷ ($15,000 + $8,000 = $23,000) per month = **8.7 months**.',
    );
  });

  it('keeps the currency and handles extra revenue', () => {
    const calc = computeRunway({
      cash: 300_000,
      monthlyNetBurn: 25_000,
      extraMonthlyRevenue: 5_000,
      currency: '€',
    });
    expect(calc.result).toMatchObject({ runway: '12 months', runwayWithChange: '15 months' });
    expect(calc.text).toContain(
      '€300,000 ÷ (€25,000 − €5,000 = €20,000) per month = **15 months**',
    );
  });

  it('says a company that is not burning has no runway limit', () => {
    const calc = computeRunway({ cash: 50_000, monthlyNetBurn: -2_000 });
    expect(calc.result.runway).toBe('no limit');
    expect(calc.text).toContain('not burning cash');
  });

  it('says when extra revenue ends the burn', () => {
    const calc = computeRunway({ cash: 50_000, monthlyNetBurn: 4_000, extraMonthlyRevenue: 6_000 });
    expect(calc.result.runwayWithChange).toBe('no limit');
    expect(calc.text).toContain('$4,000 − $6,000 = -$2,000 net burn a month');
  });
});

describe('runway with new money', () => {
  it('adds a raise to the cash and shows the sum', () => {
    const calc = computeRunway({ cash: 200_000, monthlyNetBurn: 15_000, newFunding: 1_000_000 });
    expect(calc.result).toMatchObject({ runway: '13.3 months', runwayWithChange: '80 months' });
    expect(calc.text).toContain(
      '**With $1,000,000 raised:** ($200,000 + $1,000,000) ÷ $15,000 per month = **80 months**.',
    );
  });
});
