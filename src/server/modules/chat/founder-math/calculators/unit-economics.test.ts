import { describe, expect, it } from 'vitest';
import { computeCacPayback } from './cac-payback';
import { computeChurnLifetime } from './churn-lifetime';
import { computeLtv } from './ltv';

describe('CAC payback', () => {
  it('divides CAC by the monthly gross profit per account', () => {
    const calc = computeCacPayback({
      cac: 400,
      monthlyRevenuePerAccount: 50,
      grossMarginPercent: 80,
    });
    expect(calc.result.payback).toBe('10 months');
    expect(calc.text.split('\n')[0]).toBe(
      '**CAC payback:** $400 ÷ ($50 × 80%) = $400 ÷ $40 gross profit per month = **10 months**.',
    );
  });

  it('keeps euros and cents', () => {
    // 1,200 ÷ (99 × 0.75 = 74.25) = 16.16...
    const calc = computeCacPayback({
      cac: 1200,
      monthlyRevenuePerAccount: 99,
      grossMarginPercent: 75,
      currency: '€',
    });
    expect(calc.result).toEqual({ payback: '16.2 months', monthlyGrossProfitPerAccount: '€74.25' });
  });

  it('says a zero margin never pays back', () => {
    const calc = computeCacPayback({
      cac: 400,
      monthlyRevenuePerAccount: 50,
      grossMarginPercent: 0,
    });
    expect(calc.result.payback).toBe('never');
  });
});

describe('LTV', () => {
  it('is ARPA × margin ÷ churn, with LTV:CAC when the CAC is known', () => {
    const calc = computeLtv({
      monthlyRevenuePerAccount: 50,
      grossMarginPercent: 80,
      monthlyChurnPercent: 3,
      cac: 400,
    });
    // 50 × 0.8 ÷ 0.03 = 1,333.333... ; ÷ 400 = 3.33
    expect(calc.result).toEqual({ ltv: '$1,333.33', ltvToCac: '3.3:1' });
    expect(calc.text).toContain('**LTV:CAC:** $1,333.33 ÷ $400 = **3.3:1**.');
  });

  it('works without a CAC', () => {
    const calc = computeLtv({
      monthlyRevenuePerAccount: 99,
      grossMarginPercent: 75,
      monthlyChurnPercent: 5,
      currency: '£',
    });
    expect(calc.result).toEqual({ ltv: '£1,485' });
  });
});

describe('churn and lifetime', () => {
  it('gives the average lifetime and what is left after a year', () => {
    // 1 ÷ 0.08 = 12.5; 0.92^12 = 0.36767...; 40 × 0.3677 = 14.7
    const calc = computeChurnLifetime({ monthlyChurnPercent: 8, customers: 40 });
    expect(calc.result).toEqual({
      averageLifetime: '12.5 months',
      leftAfter12Months: '36.8%',
      customersLeftAfter12Months: '15 customers',
    });
    expect(calc.text).toContain(
      '**Average customer lifetime:** 1 ÷ 8% monthly churn = **12.5 months**.',
    );
    expect(calc.text).toContain(
      '(1 − 8%)^12 = **36.8% of customers**; of your 40, about **15 customers**.',
    );
  });
});
