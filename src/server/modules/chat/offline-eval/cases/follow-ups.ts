import type { EvalCase } from '../eval-case';
import {
  conversation,
  FINANCE,
  FUNDRAISING,
  GTM,
  HIRING,
  PITCH,
  PMF,
  PRICING,
  SETUP,
} from './coaches';

/**
 * Follow-ups inside one conversation, as founders type them: short, leaning on the previous
 * answer and its figures. The reply must act on the previous turn, not repeat it.
 */
export const followUpCases: EvalCase[] = [
  conversation(
    'follow-runway-plus-hire',
    FINANCE,
    'follow-up',
    [
      'We have $200k in the bank and burn $15k per month. How long is our runway?',
      'and if we hire one more engineer at $8k/month?',
    ],
    [['runway']], // 200,000 ÷ (15,000 + 8,000) = 200,000 ÷ 23,000 = 8.70 → 8.7 months
    { figures: [{ value: 8.7, unit: 'months' }] },
  ),
  conversation(
    'follow-price-49-instead',
    PRICING,
    'follow-up',
    ['Is $29 per month too cheap for a B2B tool?', 'What if I charged $49 instead?'],
    [['$49']], // 1 − 29 ÷ 49 = 0.408 → 40.8% of customers can go with the same revenue
    { figures: [{ value: 40.8, unit: 'percent' }] },
  ),
  conversation(
    'follow-payback-better-margin',
    FINANCE,
    'follow-up',
    ["cac $400, $50/mo per customer, 80% margin, what's the payback", 'and if margin was 90%?'],
    [['payback'], ['90%']], // 400 ÷ (50 × 0.9) = 400 ÷ 45 = 8.89 → 8.9 months
    { figures: [{ value: 8.9, unit: 'months' }] },
  ),
  conversation(
    'follow-price-churn-19-25',
    PRICING,
    'follow-up',
    ["we're at $19/month and thinking of going to $25", 'how much churn could we take?'],
    [['$25']], // 1 − 19 ÷ 25 = 24%
    { figures: [{ value: 24, unit: 'percent' }] },
  ),
  conversation(
    'follow-runway-two-engineers',
    HIRING,
    'follow-up',
    ['we have $400k cash and burn $30k a month', 'and two engineers at $9k/month each?'],
    [['runway']], // 400,000 ÷ (30,000 + 18,000) = 8.33 → 8.3 months
    { figures: [{ value: 8.3, unit: 'months' }] },
  ),
  conversation(
    'follow-lower-cac',
    GTM,
    'follow-up',
    ['our cac is $800 and arpa $100/mo at 80% gm, payback?', 'what if we got cac down to $600?'],
    [['payback'], ['$600']], // 600 ÷ (100 × 0.8) = 7.5 months
    { figures: [{ value: 7.5, unit: 'months' }] },
  ),
  conversation(
    'follow-dilution-add-pool',
    FUNDRAISING,
    'follow-up',
    ["we're raising $2M at $8M pre", 'what if they also want a 10% pool?'],
    [['pool']], // investors 2M ÷ 10M = 20%; with the 10% pool founders give up 30%
    { figures: [{ value: 20, unit: 'percent' }] },
  ),
  conversation(
    'follow-burn-multiple-simpler',
    FINANCE,
    'follow-up',
    ["what's a burn multiple?", 'simpler please'],
    [['burn'], ['arr', 'recurring revenue']],
  ),
  conversation(
    'follow-first-customers-example',
    GTM,
    'follow-up',
    ['how do I find my first 10 customers?', 'give me an example'],
    [['network', 'outreach', 'communities', 'referral']],
  ),
  conversation(
    'follow-pmf-why',
    PMF,
    'follow-up',
    ['how do i know if i have pmf', 'why?'],
    [['retention', 'very disappointed', 'word of mouth', 'word-of-mouth']],
  ),
  conversation(
    'follow-first-hire-why',
    HIRING,
    'follow-up',
    ['should my first hire be a salesperson or an engineer?', 'why?'],
    [['bottleneck', 'engineering and product first', 'something to sell']],
  ),
  conversation(
    'follow-deck-change-first',
    PITCH,
    'follow-up',
    [
      'my deck is 25 slides: it opens with the team, then 4 slides of company history, then product screenshots, then the market',
      'what would you change first?',
    ],
    [['problem'], ['10-15', 'overly long', 'too long']],
  ),
  conversation(
    'follow-delaware-simpler',
    SETUP,
    'follow-up',
    [
      'should i incorporate in delaware or in my home country?',
      'can you explain that in simpler terms?',
    ],
    [['delaware'], ['venture', 'investor']],
  ),
  conversation(
    'follow-safe-example',
    FUNDRAISING,
    'follow-up',
    ['how do safes work?', 'give me an example'],
    [['cap'], ['convert']],
  ),
  conversation(
    'follow-pmf-next-step',
    PMF,
    'follow-up',
    [
      '40% of our users said they would be very disappointed without us. is that pmf?',
      'ok and what should i do next?',
    ],
    [['segment'], ['very disappointed']],
  ),
  conversation(
    'follow-tiers-why',
    PRICING,
    'follow-up',
    ['how many plans should we have on our pricing page?', 'why that many?'],
    [
      ['three tiers', 'good-better-best'],
      ['anchor', 'in seconds', 'most popular', 'ideal customer'],
    ],
  ),
];
