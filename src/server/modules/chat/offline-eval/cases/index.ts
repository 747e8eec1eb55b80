import type { EvalCase } from '../eval-case';
import { businessSetupCases } from './business-setup';
import { founderFinanceCases } from './founder-finance';
import { fundraisingCases } from './fundraising';
import { goToMarketCases } from './go-to-market';
import { hiringCases } from './hiring';
import { pitchDeckCases } from './pitch-deck';
import { pricingCases } from './pricing';
import { productMarketFitCases } from './product-market-fit';

/** The evaluation set of the offline engine: nine conversations per seeded coach. */
export const EVAL_CASES: readonly EvalCase[] = [
  ...fundraisingCases,
  ...goToMarketCases,
  ...pricingCases,
  ...hiringCases,
  ...pitchDeckCases,
  ...businessSetupCases,
  ...productMarketFitCases,
  ...founderFinanceCases,
];
