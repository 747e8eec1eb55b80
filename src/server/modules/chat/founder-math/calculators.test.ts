import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALCULATORS, runCalculator } from './index';
import type { CalculatorId } from './index';

const SAMPLE_INPUTS: Record<CalculatorId, unknown> = {
  runway: { cash: 200_000, monthlyNetBurn: 15_000, extraMonthlyCost: 8_000 },
  default_alive: {
    cash: 500_000,
    monthlyRevenue: 40_000,
    monthlyExpenses: 70_000,
    monthlyGrowthPercent: 8,
  },
  cac_payback: { cac: 400, monthlyRevenuePerAccount: 50, grossMarginPercent: 80 },
  ltv: { monthlyRevenuePerAccount: 50, grossMarginPercent: 80, monthlyChurnPercent: 3, cac: 400 },
  burn_multiple: { netBurn: 1_200_000, netNewArr: 800_000 },
  price_change_churn: { oldPrice: 29, newPrice: 49, unitCost: 5 },
  round_dilution: { preMoney: 8_000_000, amountRaised: 2_000_000, poolTopUpPercent: 10 },
  safe_conversion: {
    investment: 500_000,
    valuationCap: 5_000_000,
    discountPercent: 20,
    pricedRoundPreMoney: 12_000_000,
  },
  break_even: { fixedMonthlyCosts: 30_000, pricePerCustomer: 99 },
  churn_lifetime: { monthlyChurnPercent: 8, customers: 40 },
};

describe('CALCULATORS', () => {
  it('has every calculator once, each with a description and described fields', () => {
    expect(CALCULATORS.map((c) => c.id).sort()).toEqual(Object.keys(SAMPLE_INPUTS).sort());
    for (const calculator of CALCULATORS) {
      expect(calculator.description.length).toBeGreaterThan(40);
      // What a model sees: the JSON schema of the tool's arguments.
      const json = z.toJSONSchema(calculator.inputSchema) as {
        properties: Record<string, { description?: string }>;
      };
      for (const [name, field] of Object.entries(json.properties)) {
        expect(field.description, `${calculator.id}.${name}`).toBeTruthy();
      }
    }
  });

  it('writes every computed line with " = " and a bold result, then a plain line', () => {
    for (const [id, input] of Object.entries(SAMPLE_INPUTS)) {
      const run = runCalculator(id as CalculatorId, input);
      if (!run.ok) throw new Error(run.error);
      const lines = run.calculation.text.split('\n');
      expect(lines.length, id).toBeGreaterThanOrEqual(2);
      for (const line of lines.slice(0, -1)) {
        expect(line, id).toContain(' = ');
        expect(line, id).toMatch(/\*\*[^*]+\*\*\.?$|\*\*\.$/);
      }
      expect(lines.at(-1), id).not.toContain('**');
      expect(run.calculation.calculator).toBe(id);
    }
  });

  it('rejects a model’s bad arguments with a sentence instead of computing nonsense', () => {
    const run = runCalculator('cac_payback', { cac: -5, monthlyRevenuePerAccount: 50 });
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.error).toMatch(/cac.*grossMarginPercent|grossMarginPercent/s);
  });
});
