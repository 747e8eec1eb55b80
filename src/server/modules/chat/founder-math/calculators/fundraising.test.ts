import { describe, expect, it } from 'vitest';
import { computeBurnMultiple } from './burn-multiple';
import { computeRoundDilution } from './round-dilution';
import { computeSafeConversion } from './safe-conversion';

describe('burn multiple', () => {
  it('divides net burn by net new ARR and gives the usual reading', () => {
    const calc = computeBurnMultiple({ netBurn: 1_200_000, netNewArr: 800_000 });
    expect(calc.result).toEqual({ burnMultiple: '1.5x', reading: 'good' });
    expect(calc.text).toContain('$1,200,000 ÷ $800,000 net new ARR = **1.5x**');
    expect(calc.text).toContain('Commonly read as good');
    expect(computeBurnMultiple({ netBurn: 3_000_000, netNewArr: 1_000_000 }).result.reading).toBe(
      'bad',
    );
    expect(
      computeBurnMultiple({ netBurn: 500_000, netNewArr: 1_000_000 }).result.burnMultiple,
    ).toBe('0.5x');
  });

  it('says there is no multiple when no ARR was added', () => {
    expect(computeBurnMultiple({ netBurn: 100, netNewArr: 0 }).result.burnMultiple).toBe(
      'undefined',
    );
  });
});

describe('round dilution', () => {
  it('computes post-money, investors, pool and the dilution of existing holders', () => {
    const calc = computeRoundDilution({
      preMoney: 8_000_000,
      amountRaised: 2_000_000,
      poolTopUpPercent: 10,
    });
    expect(calc.result).toEqual({
      postMoney: '$10,000,000',
      investors: '20%',
      pool: '10%',
      existingHolders: '70%',
      dilution: '30%',
    });
    expect(calc.text).toContain('$8,000,000 pre-money + $2,000,000 raised = **$10,000,000**');
    expect(calc.text).toContain('100% − 20% investors − 10% new pool = **70%, diluted by 30%**');
  });

  it('works without a pool and keeps the currency', () => {
    // 1.5M ÷ 7.5M = 20%... here 1.5 ÷ (4.5 + 1.5) = 25%
    const calc = computeRoundDilution({
      preMoney: 4_500_000,
      amountRaised: 1_500_000,
      currency: '€',
    });
    expect(calc.result).toEqual({
      postMoney: '€6,000,000',
      investors: '25%',
      existingHolders: '75%',
      dilution: '25%',
    });
  });
});

describe('SAFE conversion', () => {
  it('converts at the lower of the cap and the discounted round price', () => {
    const calc = computeSafeConversion({
      investment: 500_000,
      valuationCap: 5_000_000,
      discountPercent: 20,
      pricedRoundPreMoney: 12_000_000,
    });
    expect(calc.result).toEqual({ conversionValuation: '$5,000,000', ownership: '10%' });
    expect(calc.text).toContain(
      'min($5,000,000 cap, $12,000,000 × (1 − 20%) = $9,600,000) = **$5,000,000**',
    );
    expect(calc.text).toContain('post-money SAFE convention');
  });

  it('uses the discount when it gives the lower price', () => {
    // 5M × 0.8 = 4M < 6M cap; 300k ÷ 4M = 7.5%
    const calc = computeSafeConversion({
      investment: 300_000,
      valuationCap: 6_000_000,
      discountPercent: 20,
      pricedRoundPreMoney: 5_000_000,
    });
    expect(calc.result).toEqual({ conversionValuation: '$4,000,000', ownership: '7.5%' });
  });

  it('uses the cap when no priced round is known', () => {
    const calc = computeSafeConversion({
      investment: 250_000,
      valuationCap: 4_000_000,
      currency: '£',
    });
    expect(calc.result).toEqual({ conversionValuation: '£4,000,000', ownership: '6.3%' });
  });
});
