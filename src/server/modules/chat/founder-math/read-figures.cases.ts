import type { CalculatorId } from './types';

/** How a founder writes, and what the reading must give; expected figures worked out by hand. */
export type Expected =
  | { calculator: CalculatorId; result: Record<string, string> }
  | { missing: CalculatorId; question?: string }
  | { facts: string[] }
  | null;

export interface Phrasing {
  message: string;
  earlier?: string[];
  expected: Expected;
}

const RUNWAY_EN = 'We have $200k in the bank and burn $15k per month. How long is our runway?';
const RUNWAY_PT = 'Temos € 300.000 no banco e queimamos 20 mil por mês. Quanto tempo de runway?';
const RUNWAY_ES =
  'Tenemos 200 mil euros en el banco y quemamos 15 mil al mes, ¿cuánto runway tenemos?';
const RUNWAY_FR =
  'Nous avons 300 000 € en banque et brûlons 25 k€ par mois. Combien de mois de trésorerie ?';
const CHEAP = 'Is $29 per month too cheap for a B2B tool?';

export const ENGLISH: Phrasing[] = [
  // Everyday wordings of the questions: what is left, earning it back, what a customer is
  // worth, giving away, how long customers stay, moving a price from one figure to another.
  // A price moved in Portuguese, Spanish and French, with the customers one can lose.
  {
    message: 'Cobramos 15 € al mes; si pasamos a 19 €, ¿cuántos clientes podemos perder?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '21.1%' } },
  },
  {
    message: 'On passe de 20 € à 25 € par mois : combien de clients peut-on perdre ?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '20%' } },
  },
  {
    message: 'Se subirmos de R$ 50 para R$ 60, quantos clientes podemos perder?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '16.7%' } },
  },
  { message: 'Passamos de 40 a 50 clientes este mês', expected: { facts: ['50 customers'] } },
  // A monthly figure per account is never the CAC, even with "CAC" said before it.
  {
    message: 'LTV check: $120 a month per account, 70% margin, 4% churn monthly, cac $2,000',
    expected: { calculator: 'ltv', result: { ltv: '$2,100', ltvToCac: '1.1:1' } },
  },
  {
    message: 'we lose around 2% of users each month. how long is a user with us on average?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '50 months', leftAfter12Months: '78.5%' },
    },
  },
  // Figures stated first, the question after: the earlier figures are read with it.
  {
    message: 'how many customers could we lose?',
    earlier: ["we're at $15/month, considering $20"],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '25%' } },
  },
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
    message: 'what if they want a 15% pool on top?',
    earlier: ["we're raising $3M at a $12M pre"],
    expected: { calculator: 'round_dilution', result: { investors: '20%' } },
  },
  {
    message: "we've still got £120k left, spending £9k a month net, how many months is that?",
    expected: { calculator: 'runway', result: { runway: '13.3 months' } },
  },
  {
    message:
      'it costs us $900 to land a new account paying $120 a month at 70% margin. how long to make it back?',
    expected: { calculator: 'cac_payback', result: { payback: '10.7 months' } },
  },
  {
    message:
      'churn is 4% a month, customers pay $60 at 85% margin: what is a customer worth to us?',
    expected: { calculator: 'ltv', result: { ltv: '$1,275' } },
  },
  {
    message: 'we want to go from $19 to $25 per seat. how many customers can we afford to lose?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '24%' } },
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
    message: 'our monthly churn is 3%, how long does a typical customer stay?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '33.3 months', leftAfter12Months: '69.4%' },
    },
  },
  {
    message:
      'fixed costs are $20k a month, we sell at $50 and each unit costs $10 to serve. break even?',
    expected: { calculator: 'break_even', result: { customers: '500 customers' } },
  },
  { message: RUNWAY_EN, expected: { calculator: 'runway', result: { runway: '13.3 months' } } },
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
    message: 'CAC $400, $50/month at 80 % margin, payback?',
    expected: { calculator: 'cac_payback', result: { payback: '10 months' } },
  },
  {
    message: "What's our CAC payback? CAC is $1,000, customers pay $100/mo, gross margin 50%",
    expected: { calculator: 'cac_payback', result: { payback: '20 months' } },
  },
  {
    message: "CAC $400 and customers pay $50 a month. What's our payback?",
    expected: {
      missing: 'cac_payback',
      question:
        'To work out your CAC payback I need your gross margin: what share of each $50 do you keep after direct costs?',
    },
  },
  {
    message: 'Our CAC is about €1.2k and customers pay €99 a month, margins 75%',
    expected: { facts: ['€1,200 CAC', '€99 a month per customer', '75% gross margin'] },
  },
  {
    message:
      'Our CAC is about €1.2k and customers pay €99 a month, margins 75%. When do we get our CAC back?',
    expected: { calculator: 'cac_payback', result: { payback: '16.2 months' } },
  },
  {
    message: 'LTV? ARPA $50, 80% gross margin, 3% monthly churn, CAC $400',
    expected: { calculator: 'ltv', result: { ltv: '$1,333.33', ltvToCac: '3.3:1' } },
  },
  {
    message: 'We burned $1.2M last year and added $800k in net new ARR',
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '1.5x' } },
  },
  {
    message: "What's our burn multiple? We burned £3M and added £1.5M net new ARR",
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '2x' } },
  },
  { message: CHEAP, expected: { facts: ['$29 a month per customer'] } },
  {
    message: 'What if I charged $49 instead?',
    earlier: [CHEAP],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '40.8%' } },
  },
  {
    message: 'And $59?',
    earlier: [CHEAP, 'What if I charged $49 instead?'],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '50.8%' } },
  },
  {
    message: "What's the LTV if ARPA is $100, margin 70% and churn 2%?",
    expected: { calculator: 'ltv', result: { ltv: '$3,500' } },
  },
  {
    // Cost at 60% margin: €19 × 40% = €7.60; 1 − 11.40 ÷ 17.40 = 34.5%.
    message: 'Price increase from €19 to €25 at 60% gross margin: how much churn can we take?',
    expected: {
      calculator: 'price_change_churn',
      result: { sameRevenue: '24%', sameGrossProfit: '34.5%' },
    },
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
    // 85% of $99 = $84.15 a month; 400 ÷ 84.15 = 4.75
    message:
      'We charge $99/month and it costs us $400 to acquire a customer. Gross margin is 85%. How many months to recover CAC?',
    expected: { calculator: 'cac_payback', result: { payback: '4.8 months' } },
  },
  {
    message:
      "We're thinking of increasing our price by 20% from $50. How many customers could we lose?",
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '16.7%' } },
  },
  {
    message: 'We lose 3% of customers every month, how long do they stay?',
    expected: { calculator: 'churn_lifetime', result: { averageLifetime: '33.3 months' } },
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
    // 400 ÷ (50 × 70% = 35) = 11.43
    message: 'about 70%',
    earlier: ["CAC $400 and customers pay $50 a month. What's our payback?"],
    expected: { calculator: 'cac_payback', result: { payback: '11.4 months' } },
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
    message: 'We have 3 founders',
    earlier: ["CAC $400 and customers pay $50 a month. What's our payback?"],
    expected: { facts: ['3 founders'] },
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
    message: 'What if we doubled the price?',
    earlier: [CHEAP],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '50%' } },
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
    // 1 − 29 ÷ 39 = 25.64%
    message: 'What about $39?',
    earlier: [CHEAP, 'What if I charged $49 instead?'],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '25.6%' } },
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
    message: 'We have 5k users and 2% of them pay $10/month',
    expected: { facts: ['5,000 customers', '$10 a month per customer'] },
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
    message: 'We want to raise our price from $29 to $49, how many customers can we lose?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '40.8%' } },
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
  {
    message: 'Our monthly churn is 5%. What is our retention after a year?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '20 months', leftAfter12Months: '54%' },
    },
  },
  { message: 'We have 3 founders', expected: { facts: ['3 founders'] } },
];

export const OTHER_LANGUAGES: Phrasing[] = [
  {
    message: 'Temos 40 clientes pagantes e churn de 8% ao mês',
    expected: { facts: ['40 paying customers', '8% monthly churn'] },
  },
  {
    message:
      'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
    expected: { facts: ['40 paying customers', '8% monthly churn'] },
  },
  { message: RUNWAY_PT, expected: { calculator: 'runway', result: { runway: '15 months' } } },
  {
    message: 'E se contratarmos mais um engenheiro por €6.000 por mês?',
    earlier: [RUNWAY_PT],
    expected: { calculator: 'runway', result: { runwayWithChange: '11.5 months' } },
  },
  {
    message:
      'Qual é o nosso ponto de equilíbrio? Custos fixos de €20.000 por mês e cada cliente paga €50',
    expected: { calculator: 'break_even', result: { customers: '400 customers' } },
  },
  {
    message:
      'Vamos levantar 1,5 milhão com valuation pre-money de 6 milhões. Quanto vamos ficar diluídos?',
    expected: {
      calculator: 'round_dilution',
      result: { postMoney: '$7,500,000', dilution: '20%' },
    },
  },
  {
    message:
      'O nosso CAC é €300, cada cliente paga €40 por mês com margem de 75%. Qual é o retorno do CAC?',
    expected: { calculator: 'cac_payback', result: { payback: '10 months' } },
  },
  {
    // Two devs at 10k each: 500k ÷ (50k + 20k) = 7.14
    message:
      'Temos 500 mil no banco, queimamos 50 mil por mês. E se contratarmos dois devs a 10 mil cada?',
    expected: {
      calculator: 'runway',
      result: { runway: '10 months', runwayWithChange: '7.1 months' },
    },
  },
  {
    message:
      'Avec un CAC de 300 € et un panier de 50 € par mois à 60 % de marge, quel est le délai de récupération ?',
    expected: { calculator: 'cac_payback', result: { payback: '10 months' } },
  },
  {
    message: '¿Cuánto runway nos queda con 80.000 € y un burn de 10.000 € mensuales?',
    expected: { calculator: 'runway', result: { runway: '8 months' } },
  },
  {
    message: 'Se levantarmos 2 milhões com pre-money de 8 milhões e pool de 15%, quanto ficamos?',
    expected: { calculator: 'round_dilution', result: { investors: '20%', dilution: '35%' } },
  },
  {
    // 1 − 49 ÷ 69 = 29.0%
    message:
      'Nous facturons 49 € par mois. Si on passe à 69 €, combien de clients peut-on perdre ?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '29%' } },
  },
  {
    // 1 − 49 ÷ 79 = 37.97%
    message: 'Et si on passait à 79 € ?',
    earlier: [
      'Nous facturons 49 € par mois. Si on passe à 69 €, combien de clients peut-on perdre ?',
    ],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '38%' } },
  },
  {
    // 250 ÷ (40 × 70% = 28) = 8.93
    message:
      'Mi CAC es 250 dólares y el ARPU 40 dólares al mes con un margen del 70%. ¿En cuántos meses recupero el CAC?',
    expected: { calculator: 'cac_payback', result: { payback: '8.9 months' } },
  },
  {
    message:
      'Queimamos 1,5 milhão no ano passado e adicionamos 1 milhão de ARR novo. Qual o burn multiple?',
    expected: { calculator: 'burn_multiple', result: { burnMultiple: '1.5x' } },
  },
  {
    // 400k; revenue 30k → 33k → … at 15%: 30, 34.5, 39.68, 45.63, 52.47, 60.34 ≥ 60 in month 6.
    message: 'E se a gente crescer 15% ao mês?',
    earlier: [
      'Estamos crescendo 10% ao mês, com receita de 30 mil, despesas de 60 mil e 400 mil no banco. Somos default alive?',
    ],
    expected: {
      calculator: 'default_alive',
      result: { verdict: 'default alive: profitable in month 6 with $302,271.44 left' },
    },
  },
  { message: RUNWAY_ES, expected: { calculator: 'runway', result: { runway: '13.3 months' } } },
  {
    message: '¿Y si contratamos a un desarrollador por 5 mil al mes?',
    earlier: [RUNWAY_ES],
    expected: { calculator: 'runway', result: { runwayWithChange: '10 months' } },
  },
  {
    message:
      '¿Cuál es nuestro punto de equilibrio? Gastos fijos de 45.000 € al mes y un precio de 150 € por cliente.',
    expected: { calculator: 'break_even', result: { customers: '300 customers' } },
  },
  {
    message:
      'Levantamos una ronda de 2 millones con una valoración pre-money de 8 millones y un pool del 10%, ¿cuánto nos diluimos?',
    expected: { calculator: 'round_dilution', result: { dilution: '30%' } },
  },
  {
    message: 'Nuestro churn mensual es del 4%, ¿cuánto tiempo se quedan los clientes?',
    expected: { calculator: 'churn_lifetime', result: { averageLifetime: '25 months' } },
  },
  {
    message: '¿Y si subimos el precio de 30 € a 45 €?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '33.3%' } },
  },
  { message: RUNWAY_FR, expected: { calculator: 'runway', result: { runway: '12 months' } } },
  {
    message: 'Et si on embauche un développeur à 6 000 € par mois ?',
    earlier: [RUNWAY_FR],
    expected: { calculator: 'runway', result: { runwayWithChange: '9.7 months' } },
  },
  {
    message:
      'Notre CAC est de 600 €, nos clients paient 80 € par mois avec une marge brute de 75 %. En combien de mois est-il remboursé ?',
    expected: { calculator: 'cac_payback', result: { payback: '10 months' } },
  },
  {
    message: 'On lève 1 M€ sur une valorisation pré-money de 4 M€. Quelle dilution ?',
    expected: {
      calculator: 'round_dilution',
      result: { postMoney: '€5,000,000', dilution: '20%' },
    },
  },
  {
    message:
      'Quel est notre seuil de rentabilité avec 40 000 € de charges fixes par mois et un abonnement à 200 € ?',
    expected: { calculator: 'break_even', result: { customers: '200 customers' } },
  },
  {
    message:
      'Notre MRR est de 50 k€, nos dépenses 80 k€ par mois, croissance de 10 % par mois et 400 k€ en banque. Sommes-nous default alive ?',
    expected: {
      calculator: 'default_alive',
      result: { verdict: 'default alive: profitable in month 6 with €305,255 left' },
    },
  },
];

/** Knowledge questions, small talk and words that look like figures: no reading. */
export const NO_READING: Phrasing[] = [
  { message: 'What LTV to CAC ratio should we aim for?', expected: null },
  { message: 'How much runway should we have after a raise?', expected: null },
  { message: 'What is a good burn multiple?', expected: null },
  { message: 'hi', expected: null },
  { message: 'Can you explain that in simpler terms?', earlier: [RUNWAY_EN], expected: null },
  { message: 'Is it safe to hire now?', expected: null },
  { message: 'Our team grew a lot in 2024, what should we do in Q3?', expected: null },
  { message: 'Quel est un bon taux de churn ?', expected: null },
  { message: 'Qual deve ser o nosso runway ideal?', expected: null },
  { message: 'Is a B2B SaaS with 3x growth good?', expected: null },
  { message: 'We have 18 months of runway', expected: null },
  { message: 'My cofounder and I split 60/40. Is that fair?', expected: null },
  { message: 'Nous avons 300 000 € de trésorerie', expected: { facts: ['€300,000 in the bank'] } },
  { message: 'I have 10 years of experience in fintech', expected: null },
];
