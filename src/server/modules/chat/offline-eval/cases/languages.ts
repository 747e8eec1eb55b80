import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, GTM, HIRING, PITCH, PMF, PRICING, SETUP } from './coaches';

/**
 * Founders writing in Portuguese, Spanish and French, often with their own figures. The
 * offline engine opens with one line in their language (`language`), then answers.
 */
export const languageCases: EvalCase[] = [
  // Portuguese
  asked(
    'lang-pt-pmf-40-customers',
    PMF,
    'language',
    'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
    [
      ['40 paying customers', '40 customers', '40 clientes'],
      ['8%'],
      ['retention', 'very disappointed'],
    ],
    { language: 'pt' },
  ),
  asked(
    'lang-pt-runway',
    FINANCE,
    'language',
    'temos €300k no banco e queimamos €25k por mês. quanto tempo de runway a gente tem?',
    [['runway']], // 300,000 ÷ 25,000 = 12 months
    { language: 'pt', figures: [{ value: 12, unit: 'months' }] },
  ),
  asked(
    'lang-pt-price-raise',
    PRICING,
    'language',
    'Cobramos $29 por mês. Se eu subir para $39, quantos clientes posso perder sem perder receita?',
    [['$39']], // 1 − 29 ÷ 39 = 25.6%
    { language: 'pt', figures: [{ value: 25.6, unit: 'percent' }] },
  ),
  asked(
    'lang-pt-dilution',
    FUNDRAISING,
    'language',
    'Vamos captar $1M com valuation pre-money de $4M. Quanto vamos diluir?',
    [['dilut']], // 1M ÷ (4M + 1M) = 20%
    { language: 'pt', figures: [{ value: 20, unit: 'percent' }] },
  ),
  asked(
    'lang-pt-first-channel',
    GTM,
    'language',
    'qual canal de aquisição eu devo testar primeiro num SaaS B2B?',
    [['shortlist', 'three most promising', 'cheap tests']],
    { language: 'pt' },
  ),
  asked(
    'lang-pt-first-hire',
    HIRING,
    'language',
    'devo contratar um vendedor ou um engenheiro primeiro?',
    [['bottleneck', 'engineering and product first']],
    { language: 'pt' },
  ),
  asked(
    'lang-pt-delaware',
    SETUP,
    'language',
    'preciso abrir uma empresa em Delaware para receber investimento de fundos americanos?',
    [
      ['standard structure', 'delaware c corporation'],
      ['local entity', 'ask a lawyer', 'Ltda'],
    ],
    { language: 'pt' },
  ),
  // Spanish
  asked(
    'lang-es-runway',
    FINANCE,
    'language',
    'Tenemos $180k en el banco y quemamos $20k al mes. ¿Cuánto runway nos queda?',
    [['runway']], // 180,000 ÷ 20,000 = 9 months
    { language: 'es', figures: [{ value: 9, unit: 'months' }] },
  ),
  asked(
    'lang-es-cac-payback',
    GTM,
    'language',
    'Nuestro CAC es $600 y cada cliente paga $80 al mes con 75% de margen. ¿En cuánto tiempo recuperamos el CAC?',
    [['cac']], // 600 ÷ (80 × 0.75) = 600 ÷ 60 = 10 months
    { language: 'es', figures: [{ value: 10, unit: 'months' }] },
  ),
  asked(
    'lang-es-tiers',
    PRICING,
    'language',
    '¿cuántos planes de precios debería tener mi SaaS?',
    [['three tiers', 'good-better-best']],
    { language: 'es' },
  ),
  asked(
    'lang-es-slides',
    PITCH,
    'language',
    '¿cuántas diapositivas debería tener mi pitch deck para una ronda semilla?',
    [['10-15']],
    { language: 'es' },
  ),
  asked(
    'lang-es-pmf-users',
    PMF,
    'language',
    '¿cómo mido el product-market fit? tenemos 120 usuarios activos y solo 15 pagan',
    [['sean ellis', 'very disappointed', 'retention'], ['120']],
    { language: 'es' },
  ),
  asked(
    'lang-es-safe',
    FUNDRAISING,
    'language',
    'Un ángel invierte $300k en un SAFE con un cap de $6M. ¿Qué porcentaje de la empresa tendrá?',
    [['cap']], // 300k ÷ 6M = 5%
    { language: 'es', figures: [{ value: 5, unit: 'percent' }] },
  ),
  asked(
    'lang-es-engineer-equity',
    HIRING,
    'language',
    '¿cuánto equity le doy a mi primer ingeniero?',
    [['0.5-2%']],
    { language: 'es' },
  ),
  // French
  asked(
    'lang-fr-runway',
    FINANCE,
    'language',
    'On a 250k€ en banque et on brûle 20k€ par mois, combien de mois de runway il nous reste ?',
    [['runway'], ['€']], // 250,000 ÷ 20,000 = 12.5 months
    { language: 'fr', figures: [{ value: 12.5, unit: 'months' }] },
  ),
  asked(
    'lang-fr-price-raise',
    PRICING,
    'language',
    'Si je passe de 49€ à 59€ par mois, combien de clients je peux perdre sans perdre de chiffre d’affaires ?',
    [['€59', '59€']], // 1 − 49 ÷ 59 = 16.9%
    { language: 'fr', figures: [{ value: 16.9, unit: 'percent' }] },
  ),
  asked(
    'lang-fr-seed-duration',
    FUNDRAISING,
    'language',
    'Combien de temps faut-il en général pour boucler une levée seed ?',
    [['three to six months']],
    { language: 'fr' },
  ),
  asked(
    'lang-fr-first-customers',
    GTM,
    'language',
    'comment je trouve mes 10 premiers clients en B2B ?',
    [['network', 'do not scale', 'founder-led', 'direct outreach']],
    { language: 'fr' },
  ),
  asked(
    'lang-fr-incorporate-before-client',
    SETUP,
    'language',
    'est-ce que je dois créer la société avant de signer mon premier client ?',
    [['liab']],
    { language: 'fr' },
  ),
  asked(
    'lang-fr-deck-slides',
    PITCH,
    'language',
    'quelles slides je dois mettre dans mon deck de pré-seed ?',
    [['problem'], ['traction', 'team']],
    { language: 'fr' },
  ),
  asked(
    'lang-fr-churn',
    PMF,
    'language',
    'nos clients partent à 6% par mois, c’est grave ?',
    [['6%'], ['retention', 'churn']], // lifetime 1 ÷ 0.06 = 16.7 months (not required: the question asks how bad it is)
    { language: 'fr' },
  ),
];
