import { RUNWAY_PT, RUNWAY_ES, RUNWAY_FR } from './phrasing';
import type { Phrasing } from './phrasing';

/** Portuguese, Spanish and French phrasings. */
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
  // The customer in the singular, words between: 1 ÷ 5% = 20 months.
  {
    message: 'O churn é de 5% ao mês. Quanto tempo, mais ou menos, um cliente fica com a gente?',
    expected: { calculator: 'churn_lifetime', result: { averageLifetime: '20 months' } },
  },
  // What share the investors will hold: 2 ÷ (8 + 2) = 20%.
  {
    message:
      'Nous levons 2 M€ avec une valorisation pré-money de 8 M€. Quelle part les investisseurs vont-ils détenir ?',
    expected: { calculator: 'round_dilution', result: { investors: '20%' } },
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
