/** A founder's answers to the business-setup wizard, for tests and benchmarks. */

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
