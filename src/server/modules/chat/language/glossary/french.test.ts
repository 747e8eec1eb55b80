import { describe, expect, it } from 'vitest';
import { englishSearchTerms } from '../index';
import { expectSearchTerms } from './expect-terms';

/** A founder's question in French and the English a search needs. */
const QUESTIONS: readonly [string, readonly string[]][] = [
  ['Combien de temps dure une levée de fonds ?', ['how', 'long', 'fundraising', 'raise']],
  ['Quand faut-il embaucher notre premier commercial ?', ['when', 'hire', 'first', 'salesperson']],
  [
    'De combien puis-je augmenter mes prix sans perdre de clients ?',
    ['increase', 'prices', 'churn', 'customers'],
  ],
  [
    "On a 200 000 € de trésorerie et on dépense 20 000 € par mois, c'est tenable ?",
    ['cash', 'burn', 'month'],
  ],
  ['Comment calculer le seuil de rentabilité ?', ['break', 'even']],
  ["Est-ce le bon moment pour un tour d'amorçage ?", ['seed', 'round']],
  ['Quelle dilution attendre sur un tour de financement ?', ['dilution', 'funding', 'round']],
  ['Comment répartir le capital entre les cofondateurs ?', ['capital', 'cofounders']],
  ["C'est quoi le vesting avec un cliff d'un an ?", ['vesting', 'cliff', 'year']],
  ['Quelle structure juridique choisir pour lever des fonds ?', ['legal', 'structure', 'raise']],
  [
    'SAS ou SARL pour une startup qui veut des investisseurs ?',
    ['corporation', 'llc', 'investors'],
  ],
  ["Notre taux d'attrition est de 5 % par mois, c'est grave ?", ['churn', 'rate', 'month']],
  ['Comment améliorer la rétention des clients payants ?', ['retention', 'paying', 'customers']],
  [
    "Quel canal d'acquisition de clients marche en B2B ?",
    ['channel', 'customer', 'acquisition', 'b2b'],
  ],
  ['La prospection à froid par email vaut-elle le coup ?', ['prospects', 'outreach']],
  ['Combien de slides pour la présentation aux investisseurs ?', ['pitch', 'deck', 'investors']],
  ['Comment montrer de la traction aux business angels ?', ['traction', 'angel', 'investors']],
  ["Quel coût d'acquisition client est raisonnable ?", ['customer', 'acquisition', 'cost', 'cac']],
  ['Notre marge brute est de 60 %, est-ce assez ?', ['gross', 'margin']],
  ['Quel salaire proposer au premier ingénieur ?', ['salary', 'first', 'engineer']],
  [
    'Faut-il recruter des indépendants ou des salariés au début ?',
    ['hire', 'contractors', 'employees'],
  ],
  ['Comment mener les entretiens pour la première embauche ?', ['interviews', 'first', 'hire']],
  ["Faut-il faire une remise sur l'abonnement annuel ?", ['discount', 'subscription', 'annual']],
  ['Comment fixer la tarification par paliers pour les entreprises ?', ['pricing', 'companies']],
  ['Comment savoir si on a trouvé le product-market fit ?', ['product', 'market', 'fit']],
  ['Quelle valorisation pour notre pré-amorçage ?', ['valuation', 'pre', 'seed']],
  ['Comment un SAFE se convertit-il lors de la série A ?', ['safe', 'series']],
];

describe('englishSearchTerms in French', () => {
  it.each(QUESTIONS)('"%s" gives the English a search needs', (question, needed) => {
    expectSearchTerms(question, 'fr', needed);
  });

  it('reads French typed without accents the same', () => {
    expect(
      englishSearchTerms('combien de temps dure une levee de fonds ? quelle tresorerie ?', 'fr'),
    ).toBe(
      englishSearchTerms('Combien de temps dure une levée de fonds ? Quelle trésorerie ?', 'fr'),
    );
    expect(englishSearchTerms('seuil de rentabilite', 'fr')).toBe('break even');
  });
});
