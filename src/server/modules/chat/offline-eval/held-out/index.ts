import type { EvalCase } from '../eval-case';

/**
 * Held-out founder questions (issue 30, "Done when"): written from the founder's side by someone
 * who never saw the eval's cases or the engine. Each figure was worked by hand in the comment
 * beside it; key facts were picked from the coach's knowledge only after the question was written.
 */
export const HELD_OUT_CASES: readonly EvalCase[] = [
  // ── calculation ──
  {
    id: 'held-runway-two-engineers',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // 520,000 ÷ (35,000 + 2 × 9,000) = 520,000 ÷ 53,000 = 9.81 → 9.8 months
    turns: [
      {
        message:
          'cash is $520,000 and net burn is about $35k/month. if we hire two engineers at $9k each per month, what does our runway look like?',
      },
    ],
    mustContain: [['runway']],
    figures: [{ value: 9.8, unit: 'months' }],
  },
  {
    id: 'held-cac-payback-b2b',
    coach: 'go-to-market-coach',
    kind: 'calculation',
    // 1,200 ÷ (150 × 0.75) = 1,200 ÷ 112.5 = 10.67 → 10.7 months
    turns: [
      {
        message:
          'it costs us around $1,200 to land a customer, they pay $150 a month and our gross margin is 75%. how long before we earn that back?',
      },
    ],
    mustContain: [['payback', 'pay back', 'earn back', 'months']],
    figures: [{ value: 10.7, unit: 'months' }],
  },
  {
    id: 'held-ltv-ratio',
    coach: 'pricing-strategist',
    kind: 'calculation',
    // LTV = 80 × 0.70 ÷ 0.04 = 56 ÷ 0.04 = $1,400; LTV:CAC = 1,400 ÷ 500 = 2.8:1
    turns: [
      {
        message:
          'avg account pays $80/mo, 70% gross margin, 4% of customers cancel each month, and we spend $500 to acquire one. whats the lifetime value and how does it compare to what we spend?',
      },
    ],
    mustContain: [['LTV', 'lifetime value']],
    figures: [
      { value: 1400, unit: 'money' },
      { value: 2.8, unit: 'ratio' },
    ],
  },
  {
    id: 'held-burn-multiple-quarter',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // 840,000 ÷ 350,000 = 2.4x
    turns: [
      {
        message:
          'investors keep asking about efficiency. last quarter we burned $840k net and added $350k in net new ARR. what is our burn multiple and is it ok?',
      },
    ],
    mustContain: [['burn multiple']],
    figures: [{ value: 2.4, unit: 'multiple' }],
  },
  {
    id: 'held-price-29-to-39',
    coach: 'pricing-strategist',
    kind: 'calculation',
    // 1 − 29 ÷ 39 = 10 ÷ 39 = 0.2564 → 25.6%
    turns: [
      {
        message:
          "we're at $29/month and thinking of going to $39. what share of customers could we lose and still bring in the same revenue?",
      },
    ],
    mustContain: [['revenue']],
    figures: [{ value: 25.6, unit: 'percent' }],
  },
  {
    id: 'held-dilution-seed',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // 2,000,000 ÷ (9,000,000 + 2,000,000) = 2 ÷ 11 = 0.1818 → 18.2%
    turns: [
      {
        message:
          'we got a term sheet: $2M at a $9M pre-money. how much of the company do the new investors end up owning?',
      },
    ],
    mustContain: [['post-money', 'post money', 'dilut', 'own']],
    figures: [{ value: 18.2, unit: 'percent' }],
  },
  {
    id: 'held-safe-discount-wins',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // min(10,000,000, 11,000,000 × 0.8 = 8,800,000) = 8,800,000 (the discount wins);
    // 600,000 ÷ 8,800,000 = 0.06818 → 6.8%
    turns: [
      {
        message:
          'an angel put $600k in on a SAFE, $10M cap with a 20% discount. our series A is priced at $11M pre. what percentage does she convert into?',
      },
    ],
    mustContain: [['discount']],
    figures: [{ value: 6.8, unit: 'percent' }],
  },
  {
    id: 'held-break-even-customers',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // 42,000 ÷ (120 − 25) = 42,000 ÷ 95 = 442.1 → 443 customers (rounded up: a threshold)
    turns: [
      {
        message:
          'our fixed costs are 42k a month. we charge $120/month per customer and each one costs us about $25 a month to serve. how many customers do we need to break even?',
      },
    ],
    mustContain: [['break even', 'break-even', 'breakeven']],
    figures: [{ value: 443, unit: 'count' }],
  },
  {
    id: 'held-churn-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'calculation',
    // 1 ÷ 0.06 = 16.67 → 16.7 months
    turns: [
      {
        message:
          'we lose about 6% of our customers every month. how long does a typical customer stick around?',
      },
    ],
    mustContain: [['months']],
    figures: [{ value: 16.7, unit: 'months' }],
  },
  {
    id: 'held-default-alive-growing',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // Revenue 40k growing 8%/month passes 90k of costs around month 11 (40k × 1.08^11 ≈ 93k);
    // the net burn on the way adds to ≈ $270k, well inside $600k: default alive.
    turns: [
      {
        message:
          "revenue is $40k a month and growing 8% month over month, costs are flat at $90k a month, and we've got $600k in the bank. if we change nothing, do we get to profitability before the money runs out?",
      },
    ],
    mustContain: [['alive', 'profitab']],
    mustNot: ['default dead', 'not default alive'],
  },
  {
    id: 'held-runway-pounds-with-revenue',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // net burn = 45,000 − 20,000 = 25,000; 250,000 ÷ 25,000 = 10 months
    turns: [
      {
        message:
          "we've got £250k left. we spend about £45k a month and bring in £20k of revenue. how long have we got?",
      },
    ],
    mustContain: [['£250,000', '£25,000']],
    mustNot: ['$250,000', '$25,000'],
    figures: [{ value: 10, unit: 'months' }],
  },

  // ── follow-up ──
  {
    id: 'held-followup-salesperson',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    // 300,000 ÷ (25,000 + 6,000) = 300,000 ÷ 31,000 = 9.68 → 9.7 months
    turns: [
      { message: 'we have $300k in the bank and burn $25k a month. runway?' },
      { message: 'and if we add a salesperson at 6k a month?' },
    ],
    mustContain: [['runway', 'months']],
    figures: [{ value: 9.7, unit: 'months' }],
  },
  {
    id: 'held-followup-price-raise',
    coach: 'pricing-strategist',
    kind: 'follow-up',
    // 1 − 19 ÷ 25 = 6 ÷ 25 = 24%
    turns: [
      {
        message:
          'we charge $19 a month for our scheduling app, mostly small clinics. is that too cheap?',
      },
      {
        message:
          'what if we went to $25, how many customers could we lose before it hurts revenue?',
      },
    ],
    mustContain: [['revenue']],
    figures: [{ value: 24, unit: 'percent' }],
  },
  {
    id: 'held-followup-simpler',
    coach: 'fundraising-coach',
    kind: 'follow-up',
    turns: [
      { message: "we're about to raise our first round. how do i figure out how much to ask for?" },
      { message: 'simpler?' },
    ],
    mustContain: [['milestone', '18-24', '18 to 24', '18–24']],
  },
  {
    id: 'held-followup-why',
    coach: 'product-market-fit-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how can i tell if people actually need what we built or are just being nice?' },
      { message: 'why?' },
    ],
    mustContain: [
      ['polite', 'compliment', 'cost the customer', 'costs the customer', 'commitment'],
    ],
  },
  {
    id: 'held-followup-example',
    coach: 'hiring-team-coach',
    kind: 'follow-up',
    turns: [
      {
        message:
          "i'm a technical founder. should my first hire be another engineer or someone to sell?",
      },
      { message: 'can you give me an example?' },
    ],
    mustContain: [['bottleneck', 'something to sell', 'scorecard']],
  },
  {
    id: 'held-followup-ltv-cac-carry',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    // LTV = 120 × 0.70 ÷ 0.05 = 84 ÷ 0.05 = $1,680; LTV:CAC = 1,680 ÷ 800 = 2.1:1
    turns: [
      {
        message:
          'quick numbers: monthly churn is 5%, accounts pay $120 a month on average, gross margin 70%. what is a customer worth to us?',
      },
      { message: 'and the ltv to cac if we pay $800 to get each one?' },
    ],
    mustContain: [['LTV', 'CAC']],
    figures: [
      { value: 1680, unit: 'money' },
      { value: 2.1, unit: 'ratio' },
    ],
  },

  // ── small talk ──
  {
    id: 'held-small-talk-hi',
    coach: 'pricing-strategist',
    kind: 'small-talk',
    turns: [{ message: 'hi' }],
    mustContain: [['pric']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-thanks',
    coach: 'hiring-team-coach',
    kind: 'small-talk',
    turns: [
      { message: 'how should i run reference checks for a senior hire?' },
      { message: 'thanks, that helped a lot!' },
    ],
    mustContain: [['welcome', 'glad', 'anytime', 'pleasure']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-what-can-you-do',
    coach: 'pitch-deck-coach',
    kind: 'small-talk',
    turns: [{ message: 'what can you do?' }],
    mustContain: [['deck', 'slide']],
    mustNot: ['outside what I cover'],
  },
  {
    id: 'held-small-talk-good-morning',
    coach: 'business-setup-advisor',
    kind: 'small-talk',
    turns: [{ message: 'good morning! hope your day is going well :)' }],
    mustContain: [['LLC', 'C corporation', 'C-corp', 'entity', 'vesting', '83(b)']],
    mustNot: ['outside what I cover'],
  },

  // ── language ──
  {
    id: 'held-pt-churn-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'language',
    language: 'pt',
    // 1 ÷ 0.075 = 13.33 → 13.3 months
    turns: [
      {
        message:
          'Temos 120 clientes pagantes e um churn de 7,5% ao mês. Quanto tempo, em média, um cliente fica connosco?',
      },
    ],
    mustContain: [],
    figures: [{ value: 13.3, unit: 'months' }],
  },
  {
    id: 'held-es-runway-euros',
    coach: 'founder-finance-coach',
    kind: 'language',
    language: 'es',
    // 180,000 ÷ 22,000 = 8.18 → 8.2 months
    turns: [
      {
        message:
          'Tenemos 180.000 € en el banco y quemamos unos 22.000 € al mes. ¿Para cuántos meses nos alcanza?',
      },
    ],
    mustContain: [['€']],
    mustNot: ['$180,000', '$22,000'],
    figures: [{ value: 8.2, unit: 'months' }],
  },
  {
    id: 'held-fr-dilution',
    coach: 'fundraising-coach',
    kind: 'language',
    language: 'fr',
    // 1.5 ÷ (6 + 1.5) = 1.5 ÷ 7.5 = 20%
    turns: [
      {
        message:
          'On lève 1,5 M€ sur une valorisation pré-money de 6 M€. Quelle part du capital les nouveaux investisseurs vont-ils détenir ?',
      },
    ],
    mustContain: [],
    figures: [{ value: 20, unit: 'percent' }],
  },
  {
    id: 'held-pt-price-raise',
    coach: 'pricing-strategist',
    kind: 'language',
    language: 'pt',
    // 1 − 30 ÷ 36 = 6 ÷ 36 = 16.67 → 16.7%
    turns: [
      {
        message:
          'Cobramos 30 € por mês e queremos subir para 36 €. Quantos clientes podemos perder sem perder receita?',
      },
    ],
    mustContain: [],
    mustNot: ['$30', '$36'],
    figures: [{ value: 16.7, unit: 'percent' }],
  },
  {
    id: 'held-es-cofounder-equity',
    coach: 'hiring-team-coach',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message:
          '¿Cómo repartimos las acciones entre los tres cofundadores? Uno se unió hace solo dos meses.',
      },
    ],
    mustContain: [['vesting', 'cliff']],
  },
  {
    id: 'held-fr-legal-structure',
    coach: 'business-setup-advisor',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          "Je suis à Lyon et je veux lever des fonds auprès d'investisseurs américains plus tard. Quelle structure juridique me conseillez-vous ?",
      },
    ],
    mustContain: [['Delaware', 'C corporation', 'C-corp', 'SAS']],
  },

  // ── file ──
  {
    id: 'held-file-pnl-runway',
    coach: 'founder-finance-coach',
    kind: 'file',
    // September's net = 24,000 − (5,000 + 38,000 + 5,000 + 2,000 + 6,000) = −32,000;
    // 410,000 ÷ 32,000 = 12.81 → 12.8 months
    turns: [
      {
        message:
          "here's our p&l for the last 3 months. at september's burn, how much runway do we have?",
        files: [
          {
            name: 'pnl-q3.csv',
            text: [
              'month,revenue,cogs,payroll,rent,software,marketing,net',
              '2026-07,18000,4000,38000,5000,2000,6000,-37000',
              '2026-08,21000,4500,38000,5000,2000,6000,-34500',
              '2026-09,24000,5000,38000,5000,2000,6000,-32000',
              'cash at end of september,410000',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['runway']],
    figures: [{ value: 12.8, unit: 'months' }],
  },
  {
    id: 'held-file-customer-list',
    coach: 'go-to-market-coach',
    kind: 'file',
    turns: [
      {
        message: 'attached is our customer list. who should we be going after next?',
        files: [
          {
            name: 'customers.csv',
            text: [
              'company,segment,employees,mrr,months_active,status',
              'Brightsmile Dental,dental clinic,12,450,14,active',
              'Oakview Dental Group,dental clinic,40,900,11,active',
              'Harbor Physio,physiotherapy,8,300,3,cancelled',
              'Northside Dental,dental clinic,18,450,9,active',
              'Fitlab Gym,gym,25,300,2,cancelled',
              'Clearview Optics,optician,10,300,6,active',
              'Smile Studio,dental clinic,9,450,7,active',
              'Peak Gym,gym,30,300,4,cancelled',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['dental']],
  },
  {
    id: 'held-file-deck-outline',
    coach: 'pitch-deck-coach',
    kind: 'file',
    turns: [
      {
        message: "this is our deck outline for the seed round. what's missing?",
        files: [
          {
            name: 'deck-outline.txt',
            text: [
              '1. Cover: Tidyroute, route planning for small delivery fleets',
              '2. Problem: drivers waste 2 hours a day on bad routes',
              '3. Solution: app that plans routes in 30 seconds',
              '4. Product screenshots',
              '5. Market: 400k small fleets in Europe',
              '6. Business model: €49 per vehicle per month',
              '7. Thank you',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['team'], ['traction', 'the ask', 'use of funds', 'competition']],
  },

  // ── off-topic ──
  {
    id: 'held-off-topic-banana-bread',
    coach: 'pricing-strategist',
    kind: 'off-topic',
    turns: [{ message: 'whats a good recipe for banana bread?' }],
    expectRefusal: true,
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held-off-topic-incorporation-to-hiring',
    coach: 'hiring-team-coach',
    kind: 'off-topic',
    turns: [
      {
        message: 'which state should I incorporate my startup in, and how do I file the paperwork?',
      },
    ],
    expectRefusal: true,
    mustContain: [['outside what I cover'], ['Business Setup Advisor']],
  },
  {
    id: 'held-off-topic-python',
    coach: 'pitch-deck-coach',
    kind: 'off-topic',
    turns: [{ message: 'my python script keeps crashing with a KeyError, can you fix it?' }],
    expectRefusal: true,
    mustContain: [['outside what I cover']],
  },
  {
    id: 'held-off-topic-tiers-to-setup',
    coach: 'business-setup-advisor',
    kind: 'off-topic',
    turns: [
      { message: 'how many pricing tiers should our saas have and what should each one cost?' },
    ],
    expectRefusal: true,
    mustContain: [['outside what I cover'], ['Pricing Strategist']],
  },

  // ── multi-part ──
  {
    id: 'held-multi-seed-timeline-and-prep',
    coach: 'fundraising-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'two things: how long does a seed round usually take from first meeting to money in the bank, and what should i send investors before the first call?',
      },
    ],
    mustContain: [
      ['three to six months', '3-6 months', '3 to 6 months', '3–6 months'],
      ['data room', 'cap table', 'one-page', 'memo'],
    ],
  },
  {
    id: 'held-multi-first-customers-channel',
    coach: 'go-to-market-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'we just launched an invoicing tool for freelancers. who should our first customers be, and which channel should we try first?',
      },
    ],
    mustContain: [
      ['network', 'not scale', "don't scale", 'founder-led', 'founders selling', 'referral'],
      ['shortlist', 'low-touch', 'self-serve', 'cheap test', 'product-led'],
    ],
  },
  {
    id: 'held-multi-runway-and-when-to-raise',
    coach: 'founder-finance-coach',
    kind: 'multi-part',
    // 1,100,000 ÷ 70,000 = 15.71 → 15.7 months
    turns: [
      {
        message:
          "we've got $1.1M and burn $70k a month. what's our runway, and when should we start raising the next round?",
      },
    ],
    mustContain: [['6-9 months', '6 to 9 months', '6–9 months', 'six to nine']],
    figures: [{ value: 15.7, unit: 'months' }],
  },

  // ── one-line ──
  {
    id: 'held-one-line-runway',
    coach: 'founder-finance-coach',
    kind: 'one-line',
    // 400,000 ÷ 50,000 = 8 months
    turns: [{ message: 'runway? 400k cash, 50k burn' }],
    mustContain: [['runway']],
    figures: [{ value: 8, unit: 'months' }],
  },
  {
    id: 'held-one-line-freemium',
    coach: 'pricing-strategist',
    kind: 'one-line',
    turns: [{ message: 'freemium or free trial?' }],
    mustContain: [['time-to-value', 'time to value', 'single digits', '10-25%']],
  },
  {
    id: 'held-one-line-first-employee-equity',
    coach: 'hiring-team-coach',
    kind: 'one-line',
    turns: [{ message: 'equity for first employee?' }],
    mustContain: [
      ['0.5-2%', '0.5–2%', '0.5% to 2%', 'one-year cliff', '1-year cliff', 'four years'],
    ],
  },

  // ── factual ──
  {
    id: 'held-factual-deck-length',
    coach: 'pitch-deck-coach',
    kind: 'factual',
    turns: [{ message: 'how long should my deck be? mine is at 24 slides and feels bloated' }],
    mustContain: [['10-15', '10 to 15', '10–15', 'appendix']],
  },
  {
    id: 'held-factual-uk-sole-founder',
    coach: 'business-setup-advisor',
    kind: 'factual',
    turns: [
      {
        message:
          "i'm freelancing in the uk and about to sign my first real client. do i need to set up a company first or can i just invoice as me?",
      },
    ],
    mustContain: [
      [
        'personally liable',
        'personal liab',
        'sole proprietorship',
        'sole trader',
        'private limited company',
      ],
    ],
  },
  {
    id: 'held-factual-love-but-no-pay',
    coach: 'product-market-fit-coach',
    kind: 'factual',
    turns: [
      {
        message:
          'everyone we demo to says they love it, but nobody has actually paid yet. what is going on?',
      },
    ],
    mustContain: [['compliment', 'polite', 'commitment', 'pre-order', 'paid pilot', 'deposit']],
  },

  // ── numeric ──
  {
    id: 'held-numeric-runway-before-raising',
    coach: 'founder-finance-coach',
    kind: 'numeric',
    turns: [{ message: 'how many months of cash should we still have when we start fundraising?' }],
    mustContain: [['6-9 months', '6 to 9 months', '6–9 months', 'six to nine']],
  },
  {
    id: 'held-numeric-retention-signal',
    coach: 'product-market-fit-coach',
    kind: 'numeric',
    turns: [
      {
        message:
          'what kind of retention numbers would tell us we actually have something people want?',
      },
    ],
    mustContain: [['flatten', 'plateau', '40%', 'very disappointed']],
  },
];
