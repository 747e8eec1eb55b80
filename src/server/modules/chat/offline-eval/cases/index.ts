import type { EvalCase } from '../eval-case';
import { businessSetupCases } from './business-setup';
import { calculationCases } from './calculations';
import { followUpCases } from './follow-ups';
import { founderFileCases } from './founder-files';
import { founderFinanceCases } from './founder-finance';
import { fundraisingCases } from './fundraising';
import { goToMarketCases } from './go-to-market';
import { hiringCases } from './hiring';
import { languageCases } from './languages';
import { moreOffTopicCases, partlyCoveredCases } from './more-topics';
import { oneLineCases } from './one-line';
import { pitchDeckCases } from './pitch-deck';
import { pricingCases } from './pricing';
import { productMarketFitCases } from './product-market-fit';
import { smallTalkCases } from './small-talk';

/** Issue 11's set: nine conversations per seeded coach, mostly in the knowledge's terms. */
export const ISSUE_11_CASES: readonly EvalCase[] = [
  ...fundraisingCases,
  ...goToMarketCases,
  ...pricingCases,
  ...hiringCases,
  ...pitchDeckCases,
  ...businessSetupCases,
  ...productMarketFitCases,
  ...founderFinanceCases,
];

/**
 * Issue 30's set, written from the founder's side before reading the knowledge: their own
 * figures, small talk, follow-ups, pt/es/fr, files, off-topic and partly covered questions.
 */
export const FOUNDER_CASES: readonly EvalCase[] = [
  ...calculationCases,
  ...smallTalkCases,
  ...followUpCases,
  ...languageCases,
  ...oneLineCases,
  ...founderFileCases,
  ...moreOffTopicCases,
  ...partlyCoveredCases,
];

/** The evaluation set of the offline engine. */
export const EVAL_CASES: readonly EvalCase[] = [...ISSUE_11_CASES, ...FOUNDER_CASES];
