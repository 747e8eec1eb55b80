import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, GTM, HIRING, PITCH, PMF, PRICING, SETUP } from './coaches';

/** One line, lowercase, sometimes misspelt: how founders type between two meetings. */
export const oneLineCases: EvalCase[] = [
  asked('line-runway-formula', FINANCE, 'one-line', 'runway formula?', [['net burn']]),
  asked('line-13-week-forecast', FINANCE, 'one-line', '13 week cash flow - what is it', [
    ['week by week', 'every week'],
  ]),
  asked('line-seed-size', FUNDRAISING, 'one-line', 'how much to raise for seed?', [
    ['18-24 months'],
  ]),
  asked('line-pre-seed-valuation', FUNDRAISING, 'one-line', 'pre seed valuation typical', [
    ['10-20%'],
  ]),
  asked('line-cofounder-equity', HIRING, 'one-line', 'how much equity for a cofounder', [
    ['four years', 'one-year cliff', 'vesting'],
  ]),
  asked('line-vesting', HIRING, 'one-line', 'vesting schedule standard?', [
    ['one-year cliff'],
    ['four years'],
  ]),
  asked('line-llc-c-corp', SETUP, 'one-line', 'llc or c corp', [['venture capital', 'delaware']]),
  asked('line-83b', SETUP, 'one-line', 'when do i file the 83b', [['30 days']]),
  asked('line-freemium-trial', PRICING, 'one-line', 'freemium or free trail?', [['time-to-value']]),
  asked('line-annual-discount', PRICING, 'one-line', 'annual discount how much', [
    ['15-20%', 'two months free'],
  ]),
  asked('line-first-channel', GTM, 'one-line', 'best first sales channel for b2b', [
    ['shortlist', 'three most promising', 'cheap tests'],
  ]),
  asked('line-cold-email', GTM, 'one-line', 'cold email tips', [['trigger', 'low-friction']]),
  asked('line-how-many-slides', PITCH, 'one-line', 'how many slides', [['10-15']]),
  asked('line-ask-slide', PITCH, 'one-line', 'what goes on the ask slide', [
    ['milestones'],
    ['how much you are raising', 'use of funds', 'use-of-funds'],
  ]),
  asked('line-sean-ellis', PMF, 'one-line', 'sean ellis test?', [['40%'], ['very disappointed']]),
  asked('line-good-retention', PMF, 'one-line', 'good retention for saas?', [
    ['flatten', 'plateau', 'net revenue retention'],
  ]),
];
