import { z } from 'zod';

/** Zod pieces shared by the calculators' input schemas (a model fills them as tool arguments). */

export const currencyField = z
  .enum(['$', '€', '£'])
  .optional()
  .describe('Currency sign of the amounts, as the founder wrote them; "$" when none was given.');

export function amount(description: string) {
  return z.number().finite().nonnegative().describe(description);
}

export function positiveAmount(description: string) {
  return z.number().finite().positive().describe(description);
}

/** Percent as written: 80 for 80%. */
export function percentField(description: string, max = 100) {
  return z.number().finite().min(0).max(max).describe(`${description} In percent: 80 means 80%.`);
}
