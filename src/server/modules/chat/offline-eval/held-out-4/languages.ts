import type { EvalCase } from '../eval-case';

/** Questions in Portuguese, Spanish and French: the reply must open in that language. */
export const LANGUAGES: readonly EvalCase[] = [
  {
    id: 'held4-fundraising-pt-safe-vs-priced',
    coach: 'fundraising-coach',
    kind: 'language',
    language: 'pt',
    turns: [
      {
        message:
          'qual a diferença entre safe e rodada precificada? estamos levantando 500 mil e nao sei qual usar',
      },
    ],
    mustContain: [
      ['valuation cap', 'discount'],
      ['preferred stock', 'board seat', 'share price', 'legal costs'],
    ],
  },
  {
    id: 'held4-pricing-es-raise-prices',
    coach: 'pricing-strategist',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message:
          'cómo subo los precios a los clientes actuales sin perderlos? cobramos 29 dolares al mes',
      },
    ],
    mustContain: [['new customers'], ['30-90 days', 'grandfather']],
  },
  {
    id: 'held4-gtm-fr-first-100-customers',
    coach: 'go-to-market-coach',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          'comment trouver nos 100 premiers clients payants ? on vend un logiciel de compta pour les artisans',
      },
    ],
    mustContain: [
      ['do not scale', "don't scale", 'founder-led', 'founder led'],
      ['first 10', 'referral'],
    ],
  },
  {
    id: 'held4-pmf-pt-customer-interviews',
    coach: 'product-market-fit-coach',
    kind: 'language',
    language: 'pt',
    turns: [{ message: 'como faço entrevistas com clientes sem induzir a resposta deles?' }],
    mustContain: [
      ['past behavior', 'last time'],
      ['hypothetical', 'would you use', 'pitching'],
    ],
  },
  {
    id: 'held4-pitch-es-slide-count',
    coach: 'pitch-deck-coach',
    kind: 'language',
    language: 'es',
    turns: [
      { message: 'cuántas diapositivas deberia tener mi pitch deck para una ronda semilla?' },
    ],
    mustContain: [['10-15', '10 to 15', '10 a 15']],
  },
  {
    id: 'held4-hiring-fr-first-employee-equity',
    coach: 'hiring-team-coach',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          "combien d'equity donner à notre premier employé ? on est deux fondateurs, c'est un dev senior",
      },
    ],
    mustContain: [['0.5-2%', '0,5-2 %', '0,5 à 2', '0.5% to 2%'], ['cliff']],
  },
];
