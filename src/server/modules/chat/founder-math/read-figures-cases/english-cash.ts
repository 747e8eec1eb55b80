import { RUNWAY_EN } from './phrasing';
import type { Phrasing } from './phrasing';

/** English phrasings about cash: runway, default alive, burn multiple, break-even. */
export const ENGLISH_CASH: Phrasing[] = [
  {
    message: 'and if we add two designers at $6k each?',
    earlier: ['we have $500k in the bank and burn $40k a month'],
    expected: {
      calculator: 'runway',
      result: { runway: '12.5 months', runwayWithChange: '9.6 months' },
    },
  },
  {
    message: 'what if we hire 3 engineers at 7k each',
    earlier: ['runway? 350k cash, 28k/mo burn'],
    expected: {
      calculator: 'runway',
      result: { runway: '12.5 months', runwayWithChange: '7.1 months' },
    },
  },
  {
    message: "we've still got £120k left, spending £9k a month net, how many months is that?",
    expected: { calculator: 'runway', result: { runway: '13.3 months' } },
  },
  {
    message:
      'fixed costs are $20k a month, we sell at $50 and each unit costs $10 to serve. break even?',
    expected: { calculator: 'break_even', result: { customers: '500 customers' } },
  },
  { message: RUNWAY_EN, expected: { calculator: 'runway', result: { runway: '13.3 months' } } },
  // Spending and revenue give the net burn: £60k − £24k = £36k; £300k ÷ £36k = 8.3 months.
  {
    message: 'about £300k left, we spend £60k a month and bring in £24k. how long have we got?',
    expected: { calculator: 'runway', result: { runway: '8.3 months' } },
  },
  {
    message: 'runway? 350k cash, 28k/mo burn',
    expected: { calculator: 'runway', result: { runway: '12.5 months' } },
  },
  {
    message: 'How long will the money last? $90,000 in the bank, spending $12,000 a month',
    expected: { calculator: 'runway', result: { runway: '7.5 months' } },
  },
  {
    message: 'We raised $1.5M and burn 60k monthly. Runway?',
    expected: { calculator: 'runway', result: { runway: '25 months' } },
  },
  {
    message: 'And if we hire one more engineer at $8k per month?',
    earlier: [RUNWAY_EN],
    expected: {
      calculator: 'runway',
      result: { runway: '13.3 months', runwayWithChange: '8.7 months' },
    },
  },
  {
    message: 'What if we sign a deal bringing $5k more revenue a month?',
    earlier: [RUNWAY_EN],
    expected: { calculator: 'runway', result: { runwayWithChange: '20 months' } },
  },
  {
    message: 'And with $20k burn?',
    earlier: [RUNWAY_EN],
    expected: { calculator: 'runway', result: { runway: '10 months' } },
  },
  {
    message: 'How long is our runway?',
    earlier: ['We have $200k in the bank', 'We burn about $15k a month'],
    expected: { calculator: 'runway', result: { runway: '13.3 months' } },
  },
  {
    message: 'How long is our runway? We have £80,000 left',
    expected: {
      missing: 'runway',
      question:
        'To work out your runway I need your monthly net burn: how much more do you spend than you earn each month?',
    },
  },
  {
    message: 'We burned $1.2M last year and added $800k in net new ARR',
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '1.5x' } },
  },
  {
    message: "What's our burn multiple? We burned £3M and added £1.5M net new ARR",
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '2x' } },
  },
  {
    message:
      "We've got about 1.2M in the bank, spending roughly 90k a month. When do we run out of money?",
    expected: { calculator: 'runway', result: { runway: '13.3 months' } },
  },
  {
    // Spending beside revenue is the costs: net burn 50k − 20k = 30k; 600k ÷ 30k = 20.
    message: 'we make 20k MRR and spend 50k/month, bank has 600k. runway?',
    expected: { calculator: 'runway', result: { runway: '20 months' } },
  },
  {
    message: 'If we cut burn to $10k, how long does $200k last?',
    expected: { calculator: 'runway', result: { runway: '20 months' } },
  },
  {
    message: "What's our runway if we raise $1M?",
    earlier: [RUNWAY_EN],
    expected: {
      calculator: 'runway',
      result: { runway: '13.3 months', runwayWithChange: '80 months' },
    },
  },
  {
    message: 'Are we default alive? We have $500k in the bank and burn $30k a month.',
    expected: {
      missing: 'default_alive',
      question:
        'To work out whether you are default alive I need your monthly revenue and your monthly revenue growth: how much revenue do you make a month and by what percentage does revenue grow each month?',
    },
  },
  {
    message: 'Revenue is $40k a month, growing 5% monthly',
    earlier: ['Are we default alive? We have $500k in the bank and burn $30k a month.'],
    // Costs = 30k burn + 40k revenue = 70k; month by month at 5%: profit in month 13.
    expected: {
      calculator: 'default_alive',
      result: { verdict: 'default alive: profitable in month 13 with $296,685.06 left' },
    },
  },
  {
    // ARR is yearly: 1.2M ÷ 12 = 100k a month against 150k spent: 50k burn; 2M ÷ 50k = 40.
    message: 'Our ARR is $1.2M and we spend $150k a month. Bank: $2M. Runway?',
    expected: { calculator: 'runway', result: { runway: '40 months' } },
  },
  {
    message: 'How much longer can we survive with €400k and a €35k burn?',
    expected: { calculator: 'runway', result: { runway: '11.4 months' } },
  },
  {
    message: 'what if burn goes up by 5k',
    earlier: [RUNWAY_EN],
    expected: { calculator: 'runway', result: { runwayWithChange: '10 months' } },
  },
  {
    // Net new ARR 2.6M − 1M = 1.6M; 2.4M ÷ 1.6M = 1.5
    message: "What's the burn multiple if we burned 2.4M this year and grew ARR from 1M to 2.6M?",
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '1.5x' } },
  },
  {
    // 25k ÷ (49 − 9) = 625
    message: 'Break even: fixed costs 25k/month, price 49/month, variable cost 9 per customer',
    expected: { calculator: 'break_even', result: { customers: '625 customers' } },
  },
  {
    // An amount said twice is one figure: 30,000 ÷ 4,000 = 7.5, not 30,000 ÷ 30,000.
    message: 'How much runway do I have?',
    earlier: [
      'My starting money: €30,000. My monthly costs: €4,000 a month. My runway: €30,000 ÷ €4,000 a month = 7.5 months.',
    ],
    expected: { calculator: 'runway', result: { runway: '7.5 months' } },
  },
  {
    message: 'and with 300k?',
    earlier: [RUNWAY_EN],
    expected: { calculator: 'runway', result: { runway: '20 months' } },
  },
  {
    // Revenue 40k, 48k, 57.6k, 69.12k, then 82.94k ≥ 70k; losses 30k + 22k + 12.4k + 0.88k.
    message: 'and at 20%?',
    earlier: [
      'Revenue 40k MRR growing 8% a month, expenses 70k, 500k in the bank: are we default alive?',
    ],
    expected: {
      calculator: 'default_alive',
      result: { verdict: 'default alive: profitable in month 5 with $434,720 left' },
    },
  },
  {
    message: 'How long will it last?',
    earlier: ['We have $200k in the bank and burn $15k per month.'],
    expected: { calculator: 'runway', result: { runway: '13.3 months' } },
  },
  {
    message:
      'Revenue is $40k a month and expenses $70k, with $450k in the bank. What is our runway?',
    expected: { calculator: 'runway', result: { runway: '15 months' } },
  },
  {
    message:
      'Revenue 40k MRR growing 8% a month, expenses 70k, 500k in the bank: are we default alive?',
    expected: {
      calculator: 'default_alive',
      result: { verdict: 'default alive: profitable in month 9 with $365,465.11 left' },
    },
  },
  {
    message: 'How many customers do we need to break even with $30k monthly costs at $99 per seat?',
    expected: { calculator: 'break_even', result: { customers: '304 customers' } },
  },
];
