import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Answers a founder of a dental-software LLC would give, by step. */
export const DENTAL_ANSWERS: Record<string, string> = {
  business_type: 'llc',
  industry: 'Software for dental clinics, sold as a monthly subscription',
  location: 'Registered in Portugal; founders in Lisbon; customers across the EU',
  founders: '2',
  equity_split: '50/50 with four-year vesting and a one-year cliff',
  initial_investment: '€30,000',
  monthly_costs: '4000',
  funding_plan: 'angels',
  first_hires: 'A part-time designer in month 2 and a sales lead after ten customers',
};

/** The same answers as the server stores them (options by value, numbers parsed). */
export const STORED_ANSWERS: Record<string, string | number> = {
  ...DENTAL_ANSWERS,
  founders: 2,
  initial_investment: 30_000,
  monthly_costs: 4_000,
};

/** A run of the business-setup wizard with `answers` given, as `headers`' caller. */
export async function answeredRun(
  app: FastifyInstance,
  headers: Record<string, string>,
  answers: Record<string, string> = DENTAL_ANSWERS,
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/wizards/business-setup/sessions',
    headers,
  });
  const { id } = started.json() as { id: string };
  for (const [step, answer] of Object.entries(answers)) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/wizard-sessions/${id}/answers/${step}`,
      headers,
      payload: { answer },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}
