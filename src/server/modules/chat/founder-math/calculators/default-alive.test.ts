import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeDefaultAlive } from './default-alive';
import { simulate } from './default-alive-simulation';

describe('default alive', () => {
  it('finds the month revenue passes expenses and the cash left then (to the cent)', () => {
    // By hand: losses of months 1-8 are 30,000 + 26,800 + 23,344 + 19,611.52 + 15,580.4416
    // + 11,226.876928 + 6,525.02708224 + 1,447.0292488192 = 134,534.89485906; month 9's
    // revenue 74,037.21 passes 70,000; 500,000 − 134,534.89485906 = 365,465.10514094.
    const calc = computeDefaultAlive({
      cash: 500_000,
      monthlyRevenue: 40_000,
      monthlyExpenses: 70_000,
      monthlyGrowthPercent: 8,
    });
    expect(calc.result.verdict).toBe('default alive: profitable in month 9 with $365,465.11 left');
    expect(calc.text).toContain('**Monthly burn now:** $70,000 − $40,000 = **$30,000**.');
  });

  it('says default dead, when the cash runs out, and the growth that would be needed', () => {
    const calc = computeDefaultAlive({
      cash: 100_000,
      monthlyRevenue: 10_000,
      monthlyExpenses: 30_000,
      monthlyGrowthPercent: 2,
      currency: '€',
    });
    // Losses 20,000, 19,800, 19,596, 19,387.92, 19,175.68 sum to 97,959.60; month 6 loses
    // 18,959.19 more: out in month 6.
    expect(calc.result.verdict).toBe('default dead: cash runs out in month 6');
    const needed = Number.parseFloat(calc.result.growthNeeded ?? '');
    const company = {
      cash: new Decimal(100_000),
      revenue: new Decimal(10_000),
      expenses: new Decimal(30_000),
    };
    expect(simulate(company, new Decimal(needed).div(100)).alive).toBe(true);
    expect(simulate(company, new Decimal(needed - 0.1).div(100)).alive).toBe(false);
    expect(calc.text).toContain(`revenue would need to grow ${calc.result.growthNeeded}`);
  });

  it('says a profitable company is alive in month 1 with all its cash', () => {
    const calc = computeDefaultAlive({
      cash: 20_000,
      monthlyRevenue: 50_000,
      monthlyExpenses: 40_000,
      monthlyGrowthPercent: 0,
      currency: '£',
    });
    expect(calc.result.verdict).toBe('default alive: profitable in month 1 with £20,000 left');
  });

  it('says no growth rate helps a company with no revenue', () => {
    const calc = computeDefaultAlive({
      cash: 20_000,
      monthlyRevenue: 0,
      monthlyExpenses: 10_000,
      monthlyGrowthPercent: 10,
    });
    expect(calc.result.verdict).toBe('default dead: cash runs out in month 3');
    expect(calc.result.growthNeeded).toBe('none is enough');
  });
});
