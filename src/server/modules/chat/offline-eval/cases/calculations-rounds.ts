import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, SETUP } from './coaches';

/**
 * A round's dilution and SAFE conversion, from the founder's own figures.
 * Each expected figure was computed by hand, the arithmetic beside it.
 */
export const roundCalculationCases: EvalCase[] = [
  // Round dilution: investors own amount ÷ (pre + amount); a pool top-up is % of post-money.
  asked(
    'calc-dilution-2m-8m',
    FUNDRAISING,
    'calculation',
    'raising $2M at $8M pre. how much do we give away?',
    [['dilut']], // 2M ÷ (8M + 2M) = 20%
    { figures: [{ value: 20, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-with-pool',
    FUNDRAISING,
    'calculation',
    '$3M on a $12M pre with a 10% option pool top-up, what do the founders give up?',
    [['pool']], // investors 3M ÷ 15M = 20%, the pool 10% of post: founders give up 20% + 10% = 30%
    { figures: [{ value: 20, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-euro',
    FUNDRAISING,
    'calculation',
    '€1.5M seed at €4.5M pre-money - what % do the investors get?',
    [['15-25%']], // 1.5M ÷ (4.5M + 1.5M) = 25%
    { figures: [{ value: 25, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-750k',
    FINANCE,
    'calculation',
    'if we raise 750k at a 3.25M pre, how much dilution is that',
    [['dilut']], // 0.75M ÷ (3.25M + 0.75M) = 18.75% → 18.8%
    { figures: [{ value: 18.8, unit: 'percent' }] },
  ),

  // SAFE (post-money): ownership = investment ÷ min(cap, priced-round pre × (1 − discount)).
  asked(
    'calc-safe-cap-wins',
    FUNDRAISING,
    'calculation',
    'an angel puts $250k on a safe, $6M cap, 20% discount, our series A is priced at $10M pre. how much does she get?',
    [], // min(6M, 10M × 0.8 = 8M) = 6M; 250k ÷ 6M = 4.17% → 4.2%
    { figures: [{ value: 4.2, unit: 'percent' }] },
  ),
  asked(
    'calc-safe-discount-wins',
    FUNDRAISING,
    'calculation',
    'we have a $400k SAFE, cap $8M, discount 20%. the A is at $9M pre. what does the safe convert into?',
    [['discount']], // min(8M, 9M × 0.8 = 7.2M) = 7.2M; 400k ÷ 7.2M = 5.56% → 5.6%
    { figures: [{ value: 5.6, unit: 'percent' }] },
  ),
  asked(
    'calc-safe-cap-only',
    SETUP,
    'calculation',
    '€200k SAFE with a €4M cap, what % of the company is that',
    [], // 200k ÷ 4M = 5%
    { figures: [{ value: 5, unit: 'percent' }] },
  ),
];
