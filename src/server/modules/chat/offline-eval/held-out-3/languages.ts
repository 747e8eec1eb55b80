import type { EvalCase } from '../eval-case';

/** Questions in Portuguese, Spanish and French: the reply opens in the founder's language. */
export const LANGUAGES: EvalCase[] = [
  {
    id: 'held3-fundraising-data-room-pt',
    coach: 'fundraising-coach',
    kind: 'language',
    language: 'pt',
    turns: [
      {
        message:
          'como eu monto um data room para investidores da rodada seed? o que precisa ter lá dentro?',
      },
    ],
    mustContain: [
      ['deck'],
      ['cap table'],
      ['incorporation', 'ip assignment', 'vesting', 'financial model', 'metrics'],
    ],
  },
  {
    id: 'held3-gtm-icp-es',
    coach: 'go-to-market-coach',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message:
          '¿cómo defino mi cliente ideal si vendo software de reservas para restaurantes pequeños?',
      },
    ],
    mustContain: [
      ['firmographic', 'industry', 'company size', 'size', 'tamaño', 'industria'],
      ['trigger', 'buyer', 'role', 'comprador'],
      ['50', 'narrow', 'niche', 'nicho'],
    ],
  },
  {
    id: 'held3-pricing-tiers-fr',
    coach: 'pricing-strategist',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          'comment je construis mes paliers de prix pour un saas b2b ? on a des freelances, des petites agences et des grosses boîtes',
      },
    ],
    mustContain: [
      ['three', '3 tiers', 'good-better-best', 'trois'],
      ['middle', 'ideal customer', 'most popular'],
      ['contact', 'security', 'admin', 'compliance', 'anchor', 'limit'],
    ],
  },
  {
    id: 'held3-hiring-equity-first-engineer-pt',
    coach: 'hiring-team-coach',
    kind: 'language',
    language: 'pt',
    turns: [
      {
        message: 'quanto de equity eu devo oferecer pro primeiro engenheiro que a gente contratar?',
      },
    ],
    mustContain: [
      ['0.5-2%', '0.5%', '0,5'],
      ['cliff', 'four years', '4 years', '4-year', 'four-year'],
    ],
  },
  {
    id: 'held3-business-founder-vesting-es',
    coach: 'business-setup-advisor',
    kind: 'language',
    language: 'es',
    turns: [
      {
        message:
          'somos tres socios fundadores, ¿necesitamos un acuerdo entre fundadores con vesting? cómo funciona eso',
      },
    ],
    mustContain: [
      ['four years', '4 years', '4-year', 'four-year', 'cuatro años'],
      ['cliff'],
      ['repurchase', 'leaves', 'leave', 'unvested'],
    ],
  },
  {
    id: 'held3-pmf-retention-fr',
    coach: 'product-market-fit-coach',
    kind: 'language',
    language: 'fr',
    turns: [
      {
        message:
          'comment savoir si on a trouvé le product-market fit ? nos utilisateurs reviennent peu après le premier mois',
      },
    ],
    mustContain: [
      ['flatten', 'plateau', 'sliding', 'toward zero', 'towards zero'],
      ['cohort', 'activation'],
    ],
  },
];
