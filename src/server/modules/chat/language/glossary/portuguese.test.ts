import { describe, expect, it } from 'vitest';
import { englishSearchTerms } from '../index';
import { expectSearchTerms } from './expect-terms';

/** A founder's question in Portuguese (Brazil or Portugal) and the English a search needs. */
const QUESTIONS: readonly [string, readonly string[]][] = [
  ['Quanto devo aumentar o preço do plano básico?', ['price', 'increase', 'plan']],
  ['Quando contrato o meu primeiro vendedor?', ['when', 'hire', 'first', 'salesperson']],
  ['Quanto tempo dura o nosso fôlego de caixa?', ['how', 'long', 'runway', 'cash']],
  [
    'Temos R$ 500 mil no banco e queimamos 40 mil por mês. Até quando dura?',
    ['bank', 'burn', 'month'],
  ],
  ['Como calcular o ponto de equilíbrio da empresa?', ['break', 'even', 'company']],
  ['Vale a pena levantar uma rodada semente agora?', ['seed', 'round']],
  [
    'Quanto diluo numa rodada de investimento com pool de opções?',
    ['dilution', 'funding', 'round', 'option', 'pool'],
  ],
  ['Como dividir a participação entre os sócios fundadores?', ['split', 'equity', 'cofounder']],
  ['O que é vesting com período de carência de um ano?', ['vesting', 'cliff', 'year']],
  [
    'Qual a melhor estrutura jurídica para captar investimento?',
    ['legal', 'structure', 'raise', 'investment'],
  ],
  ['Devo abrir uma empresa em Delaware ou no Brasil?', ['incorporate', 'company', 'delaware']],
  ['Nossa taxa de cancelamento está em 6% ao mês, é muito?', ['churn', 'rate', 'month']],
  ['Como melhorar a retenção dos clientes pagantes?', ['retention', 'paying', 'customers']],
  [
    'Qual canal de aquisição de clientes funciona melhor para B2B?',
    ['channel', 'customer', 'acquisition', 'b2b'],
  ],
  ['Vale a pena fazer prospecção ativa por cold email?', ['outreach', 'cold', 'email']],
  ['Quantos slides deve ter a apresentação para investidores?', ['pitch', 'deck', 'investors']],
  ['Como mostrar tração para investidores anjo?', ['traction', 'angel', 'investors']],
  [
    'Qual o custo de aquisição de clientes ideal para o nosso ticket?',
    ['customer', 'acquisition', 'cost', 'cac'],
  ],
  ['A nossa margem bruta é de 70%, isso é bom para SaaS?', ['gross', 'margin', 'saas']],
  ['Quanto devo pagar de salário ao primeiro engenheiro?', ['salary', 'first', 'engineer', 'pay']],
  ['Devo contratar freelancers ou funcionários no início?', ['hire', 'contractors', 'employees']],
  ['Como fazer entrevistas para a primeira contratação?', ['interview', 'first', 'hire']],
  ['Vale a pena oferecer desconto no plano anual?', ['discount', 'plan', 'annual']],
  [
    'Como definir o preço por níveis de planos para empresas?',
    ['price', 'plans', 'tiers', 'companies'],
  ],
  [
    'Como sei se tenho product-market fit? Temos 40 clientes pagantes.',
    ['product', 'market', 'fit', 'customers'],
  ],
  ['Qual deve ser o fluxo de caixa antes de captar?', ['cash', 'flow', 'raise']],
  ['O que é um SAFE pós-money e como converte na rodada série A?', ['safe', 'round', 'series']],
  ['Qual a valuation justa para uma pré-seed?', ['valuation', 'pre', 'seed']],
];

describe('englishSearchTerms in Portuguese', () => {
  it.each(QUESTIONS)('"%s" gives the English a search needs', (question, needed) => {
    expectSearchTerms(question, 'pt', needed);
  });

  it('reads Portuguese typed without accents the same', () => {
    expect(
      englishSearchTerms('Quanto devo aumentar o preco? E a retencao e a captacao?', 'pt'),
    ).toBe(englishSearchTerms('Quanto devo aumentar o preço? E a retenção e a captação?', 'pt'));
    expect(englishSearchTerms('tabela de capitalizacao', 'pt')).toBe('cap table');
  });
});
