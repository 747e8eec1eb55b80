import { CHEAP } from './phrasing';
import type { Phrasing } from './phrasing';

/** English phrasings about rounds (dilution, SAFEs), and figures told without a question. */
export const ENGLISH_ROUNDS_AND_FACTS: Phrasing[] = [
  { message: 'Passamos de 40 a 50 clientes este mês', expected: { facts: ['50 customers'] } },
  {
    message: 'what if they want a 15% pool on top?',
    earlier: ["we're raising $3M at a $12M pre"],
    expected: { calculator: 'round_dilution', result: { investors: '20%' } },
  },
  {
    message: 'raising $1M at a $4M pre, how much do we give away?',
    expected: { calculator: 'round_dilution', result: { investors: '20%' } },
  },
  {
    message: '€800k seed on €3.2M pre-money, what % do investors get?',
    expected: { calculator: 'round_dilution', result: { investors: '20%' } },
  },
  {
    message: 'Our CAC is about €1.2k and customers pay €99 a month, margins 75%',
    expected: { facts: ['€1,200 CAC', '€99 a month per customer', '75% gross margin'] },
  },
  { message: CHEAP, expected: { facts: ['$29 a month per customer'] } },
  {
    message: 'We have 3 founders',
    earlier: ["CAC $400 and customers pay $50 a month. What's our payback?"],
    expected: { facts: ['3 founders'] },
  },
  {
    message: 'We have 5k users and 2% of them pay $10/month',
    expected: { facts: ['5,000 customers', '$10 a month per customer'] },
  },
  {
    message: "We're raising $2M at an $8M pre, with a 10% pool top-up. How much do we get diluted?",
    expected: {
      calculator: 'round_dilution',
      result: { investors: '20%', pool: '10%', dilution: '30%' },
    },
  },
  {
    message:
      'SAFE of $500k at a $5M cap with 20% discount, Series A at $12M pre — what do they own?',
    expected: { calculator: 'safe_conversion', result: { ownership: '10%' } },
  },
  { message: 'We have 3 founders', expected: { facts: ['3 founders'] } },
];
