import type { EvalCase } from '../eval-case';

/**
 * Founders writing in Portuguese, Spanish or French: the reply opens with a line in their
 * language (the `language` field), then answers in English.
 */
export const LANGUAGES: readonly EvalCase[] = [
  {
    id: 'held2-fundraising-pt-safe',
    coach: 'fundraising-coach',
    kind: 'language',
    language: 'pt',
    turns: [
      {
        message:
          'oi, qual a diferença entre um safe e uma rodada precificada? qual vc recomenda pra pre-seed?',
      },
    ],
    mustContain: [
      ['convert'],
      ['valuation cap', 'discount'],
      ['preferred', 'share price', 'board'],
    ],
  },
  {
    id: 'held2-gtm-es-channels',
    coach: 'go-to-market-coach',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message:
          'hola, vendemos un software de facturación para pymes en méxico. ¿qué canales deberíamos probar primero para conseguir los primeros 100 clientes?',
      },
    ],
    mustContain: [
      ['shortlist', 'three', 'test'],
      ['outbound', 'network', 'referral', 'communit', 'founder-led', 'founder led'],
    ],
  },
  {
    id: 'held2-pricing-fr-raise',
    coach: 'pricing-strategist',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          'bonjour, on veut augmenter nos prix de 20% pour les clients existants. comment faire sans perdre trop de clients ?',
      },
    ],
    mustContain: [
      ['new customers', 'new customer'],
      ['notice', 'grandfather', '30-90'],
      ['17%', '17 percent', '0.17', '1/1.2'],
    ],
  },
  {
    id: 'held2-pmf-fr-interviews',
    coach: 'product-market-fit-coach',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          'salut, comment je fais des entretiens clients sans influencer les réponses ? on est encore en phase de découverte',
      },
    ],
    mustContain: [
      ['past', 'last time'],
      ['hypothetical', 'would you use', 'pitch'],
    ],
  },
  {
    id: 'held2-hiring-es-scorecard',
    coach: 'hiring-team-coach',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message: '¿cómo armo una scorecard para contratar a mi primer vendedor? nunca hice una',
      },
    ],
    mustContain: [['mission'], ['outcome', 'measurable'], ['competenc', 'values']],
  },
  {
    id: 'held2-business-pt-cofounder-leaving',
    coach: 'business-setup-advisor',
    kind: 'language',
    language: 'pt',
    turns: [
      {
        message:
          'meu cofundador vai sair depois de 8 meses e ele tem 40% das ações, sem vesting nenhum. o que a gente faz?',
      },
    ],
    mustContain: [
      ['vesting', 'vest'],
      ['repurchase', 'buy back', 'buyback', 'lawyer', 'attorney'],
    ],
  },
];
