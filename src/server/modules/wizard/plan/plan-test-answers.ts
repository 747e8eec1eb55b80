import { businessSetupWizard } from '../../../db/seed-wizards/business-setup-wizard';
import type { WizardAnswerValue, WizardDefinition } from '../../../../shared/schemas/wizard';
import { stepsInCurrency } from '../../../../shared/wizard-currency';
import { STORED_ANSWERS } from '../wizard-sample-answers';

/** The business-setup wizard as a run counting money in `currency` sees it. */
export const setupWizard = (currency = 'EUR'): WizardDefinition =>
  stepsInCurrency(
    {
      ...businessSetupWizard.content,
      id: 'business-setup',
      agent_id: '00000000-0000-4000-8000-000000000000',
    },
    currency,
  );

/**
 * The founder of issue 30: an LLC picked beside a Delaware C-corp, three founders beside
 * "me and my co-founder", 2.9 months of money and two engineers in month 3.
 */
export const CONTRADICTORY_ANSWERS: Record<string, WizardAnswerValue> = {
  ...STORED_ANSWERS,
  business_type: 'llc',
  industry: 'B2B software for logistics teams, sold as a monthly subscription',
  location: 'Delaware C-corp; founders in Austin; customers in the US',
  founders: 3,
  equity_split: 'me and my co-founder 60/40, four-year vesting with a one-year cliff',
  initial_investment: 29_000,
  monthly_costs: 10_000,
  funding_plan: 'vc',
  first_hires: 'Two engineers in month 3, a salesperson in month 6',
};
