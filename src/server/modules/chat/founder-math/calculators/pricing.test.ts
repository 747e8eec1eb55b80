import { describe, expect, it } from 'vitest';
import { computeBreakEven } from './break-even';
import { computePriceChangeChurn } from './price-change-churn';

describe('price change churn', () => {
  it('gives the share of customers a price increase can lose at the same revenue', () => {
    const calc = computePriceChangeChurn({ oldPrice: 29, newPrice: 49 });
    expect(calc.result).toEqual({ sameRevenue: '40.8%' });
    expect(calc.text).toContain('**Same revenue:** 1 − $29 ÷ $49 = **40.8% of customers**.');
  });

  it('gives the same-gross-profit share from a unit cost or a margin', () => {
    // 1 − (29 − 5) ÷ (49 − 5) = 1 − 24/44 = 45.45%
    expect(
      computePriceChangeChurn({ oldPrice: 29, newPrice: 49, unitCost: 5 }).result.sameGrossProfit,
    ).toBe('45.5%');
    // 80% margin at $50 → cost $10: 1 − 40/50 = 20%
    const calc = computePriceChangeChurn({
      oldPrice: 50,
      newPrice: 60,
      grossMarginPercent: 80,
      currency: '€',
    });
    expect(calc.result).toEqual({ sameRevenue: '16.7%', sameGrossProfit: '20%' });
    expect(calc.text).toContain('1 − (€50 − €10) ÷ (€60 − €10) = **20% of customers**');
  });

  it('says how many more customers a price cut needs', () => {
    // 49 ÷ 29 − 1 = 68.97%
    expect(
      computePriceChangeChurn({ oldPrice: 49, newPrice: 29 }).result.extraCustomersNeeded,
    ).toBe('69%');
  });
});

describe('break-even', () => {
  it('rounds the customers needed up', () => {
    // 30,000 ÷ 99 = 303.03 → 304
    const calc = computeBreakEven({ fixedMonthlyCosts: 30_000, pricePerCustomer: 99 });
    expect(calc.result.customers).toBe('304 customers');
    expect(calc.text.split('\n')[0]).toBe(
      '**Break-even:** $30,000 ÷ $99 per customer = 303.03, rounded up = **304 customers**.',
    );
  });

  it('counts only what each customer contributes after variable costs or margin', () => {
    // 20,000 ÷ (50 − 10) = 500 exactly
    expect(
      computeBreakEven({
        fixedMonthlyCosts: 20_000,
        pricePerCustomer: 50,
        variableCostPerCustomer: 10,
      }).result.customers,
    ).toBe('500 customers');
    // 10,000 ÷ (29 × 0.7 = 20.3) = 492.6 → 493
    expect(
      computeBreakEven({
        fixedMonthlyCosts: 10_000,
        pricePerCustomer: 29,
        grossMarginPercent: 70,
        currency: '£',
      }).result,
    ).toEqual({ customers: '493 customers', contributionPerCustomer: '£20.30' });
  });

  it('says no number of customers helps when each one loses money', () => {
    expect(
      computeBreakEven({
        fixedMonthlyCosts: 1000,
        pricePerCustomer: 10,
        variableCostPerCustomer: 12,
      }).result.customers,
    ).toBe('never');
  });
});
