import { describe, expect, it } from 'vitest';
import { extractFigures } from './figures';

function read(text: string) {
  return extractFigures(text).map((figure) => ({
    value: figure.value.toString(),
    kind: figure.kind,
    currency: figure.currency,
    period: figure.period,
  }));
}

describe('figures as founders write them', () => {
  it.each([
    ['$200k', '200000', '$'],
    ['€1.2k', '1200', '€'],
    ['£8,000', '8000', '£'],
    ['1.5M', '1500000', undefined],
    ['$2.5m', '2500000', '$'],
    ['1,5 milhão', '1500000', undefined],
    ['2 millones', '2000000', undefined],
    ['200 mil euros', '200000', '€'],
    ['25 k€', '25000', '€'],
    ['€ 300.000', '300000', '€'],
    ['300 000 €', '300000', '€'],
    ['€1.333,33', '1333.33', '€'],
    ['$1,250.50', '1250.5', '$'],
    ['1.000.000 USD', '1000000', '$'],
  ])('%s is %s', (text, value, currency) => {
    const kind = currency ? 'money' : 'number';
    expect(read(text)).toEqual([{ value, kind, currency, period: undefined }]);
  });

  it('reads percentages with or without a space, and decimal commas', () => {
    expect(read('80 % margin, 8% churn, 2,5 % growth, 12 por cento')).toEqual([
      { value: '80', kind: 'percent', currency: undefined, period: undefined },
      { value: '8', kind: 'percent', currency: undefined, period: undefined },
      { value: '2.5', kind: 'percent', currency: undefined, period: undefined },
      { value: '12', kind: 'percent', currency: undefined, period: undefined },
    ]);
  });

  it('knows monthly and yearly figures in four languages', () => {
    const periods = (text: string) => extractFigures(text).map((figure) => figure.period);
    expect(
      periods('$15k per month, 28k/mo, 20 mil por mês, 15 mil al mes, 25 k€ par mois'),
    ).toEqual(['month', 'month', 'month', 'month', 'month']);
    expect(periods('$1.2M last year, 40k MRR, $500k ARR')).toEqual(['year', 'month', 'year']);
    expect(extractFigures('$99 per seat')[0]?.perAccount).toBe(true);
  });

  it('leaves out what only looks like a figure', () => {
    expect(read('B2B, Q3, 2024, 3rd, 10x, 18m runway, 24h')).toEqual([]);
  });

  it('keeps plain counts as numbers', () => {
    expect(read('40 clientes')).toEqual([
      { value: '40', kind: 'number', currency: undefined, period: undefined },
    ]);
  });
});
