import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, GTM, HIRING, PRICING } from './coaches';

/**
 * Runway, default alive, burn multiple and break-even, from the founder's own figures.
 * Each expected figure was computed by hand, the arithmetic beside it.
 */
export const cashCalculationCases: EvalCase[] = [
  // Runway = cash ÷ (net burn + extra monthly cost).
  asked(
    'calc-runway-200k-15k',
    FINANCE,
    'calculation',
    'we have $200k in the bank and burn 15k a month, how long do we last?',
    [['runway']], // 200,000 ÷ 15,000 = 13.33 → 13.3 months
    { figures: [{ value: 13.3, unit: 'months' }] },
  ),
  asked(
    'calc-runway-480k-32k',
    FINANCE,
    'calculation',
    'cash 480k, net burn 32k/mo. runway?',
    [['runway']], // 480,000 ÷ 32,000 = 15 months
    { figures: [{ value: 15, unit: 'months' }] },
  ),
  asked(
    'calc-runway-euro',
    FINANCE,
    'calculation',
    "we've got €350,000 left and spend about €28k net per month. how many months is that",
    [['runway'], ['€350,000', '€350k']], // 350,000 ÷ 28,000 = 12.5 months
    { figures: [{ value: 12.5, unit: 'months' }] },
  ),
  asked(
    'calc-runway-pounds-contractor',
    FINANCE,
    'calculation',
    '£90k in the bank, burning £12k a month and I want to add a £3k/month contractor. runway??',
    [['runway'], ['£']], // 90,000 ÷ (12,000 + 3,000) = 6 months
    { figures: [{ value: 6, unit: 'months' }] },
  ),
  asked(
    'calc-runway-senior-hire',
    HIRING,
    'calculation',
    'cash is 600k and burn is 40k/month. if I hire a senior engineer at 10k a month how long do we have?',
    [['runway']], // 600,000 ÷ (40,000 + 10,000) = 12 months
    { figures: [{ value: 12, unit: 'months' }] },
  ),
  asked(
    'calc-runway-two-hires',
    HIRING,
    'calculation',
    "we're at $300k cash and $25k burn. can we afford two hires at $7k each per month? how long would the money last",
    [['runway']], // 300,000 ÷ (25,000 + 2 × 7,000) = 300,000 ÷ 39,000 = 7.69 → 7.7 months
    { figures: [{ value: 7.7, unit: 'months' }] },
  ),
  asked(
    'calc-runway-before-round',
    FUNDRAISING,
    'calculation',
    'We have $1.2M in the bank burning $70k/month. How many months of runway before we need to close the round?',
    [['runway'], ['6-9 months', 'three to six months']], // 1,200,000 ÷ 70,000 = 17.14 → 17.1 months
    { figures: [{ value: 17.1, unit: 'months' }] },
  ),

  // Default alive: does revenue growing at its rate reach expenses before the cash runs out?
  asked(
    'calc-default-alive',
    FINANCE,
    'calculation',
    'revenue $20k/mo growing 10% a month, expenses $50k/month, $500k in the bank. are we default alive?',
    // 20k × 1.1^n ≥ 50k at n ≈ 9.6, so about 10 months; the burn until then is about
    // 10 × 50k − 20k × (1.1^10 − 1) ÷ 0.1 ≈ 500k − 319k = $181k, under the $500k: alive.
    [['default alive']],
    { mustNot: ['default dead', 'not default alive'] },
  ),
  asked(
    'calc-default-dead',
    FUNDRAISING,
    'calculation',
    'mrr 5k growing 5% monthly, we spend 60k a month and have 200k cash. are we default alive or default dead?',
    // 5k × 1.05^n ≥ 60k needs n ≈ 51 months; $200k at ~$55k net burn lasts under 4: dead.
    [['default dead', 'not default alive']],
    { mustNot: ['you are default alive'] },
  ),

  // Burn multiple = net burn ÷ net new ARR over the same period.
  asked(
    'calc-burn-multiple-year',
    FUNDRAISING,
    'calculation',
    "we burned $1.8M last year and net new ARR was $1.2M. what's our burn multiple, is it ok for a series a?",
    [['burn multiple']], // 1.8M ÷ 1.2M = 1.5x
    { figures: [{ value: 1.5, unit: 'multiple' }] },
  ),
  asked(
    'calc-burn-multiple-month',
    FINANCE,
    'calculation',
    'net burn 90k per month, net new arr 45k per month. burn multiple?',
    [['burn multiple']], // 90k ÷ 45k = 2x
    { figures: [{ value: 2, unit: 'multiple' }] },
  ),
  asked(
    'calc-burn-multiple-quarter',
    FUNDRAISING,
    'calculation',
    'burn multiple if we burned €600k in the quarter and added €500k net new ARR?',
    [['burn multiple'], ['€']], // 600k ÷ 500k = 1.2x
    { figures: [{ value: 1.2, unit: 'multiple' }] },
  ),

  // Break-even customers = ceil(fixed costs ÷ (price − variable cost)).
  asked(
    'calc-break-even-99',
    FINANCE,
    'calculation',
    'fixed costs are $45k a month, we charge $99 and each customer costs us $19 to serve. how many customers to break even?',
    [['break even', 'break-even']], // 45,000 ÷ (99 − 19) = 45,000 ÷ 80 = 562.5 → 563 customers
    { figures: [{ value: 563, unit: 'count' }] },
  ),
  asked(
    'calc-break-even-euro',
    PRICING,
    'calculation',
    'at €39/month with €9 variable cost per customer and €18,000 monthly fixed costs, how many customers do I need to break even',
    [['break even', 'break-even']], // 18,000 ÷ (39 − 9) = 18,000 ÷ 30 = 600 customers
    { figures: [{ value: 600, unit: 'count' }] },
  ),
  asked(
    'calc-break-even-250',
    GTM,
    'calculation',
    'we need to cover $30k/month of costs, plan is $250/mo and serving a customer costs $50. how many customers do we need?',
    [], // 30,000 ÷ (250 − 50) = 150 customers
    { figures: [{ value: 150, unit: 'count' }] },
  ),
];
