import type { EvalCase } from '../eval-case';

/** Held-out cases: Portuguese, Spanish and French, and questions about attached files. */
export const LANGUAGES_AND_FILES: readonly EvalCase[] = [
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
];
