import { describe, expect, it } from 'vitest';
import {
  count,
  formulaLine,
  money,
  months,
  multiple,
  percent,
  percentOf,
  ratio,
  upToCents,
} from './format';

describe('figure formatting the eval reads', () => {
  it('writes months to one decimal and drops ".0"', () => {
    expect(months(200000 / 15000)).toBe('13.3 months');
    expect(months(10)).toBe('10 months');
    expect(months('9.96')).toBe('10 months');
    expect(months(1)).toBe('1 month');
    expect(months('8.695652')).toBe('8.7 months');
  });

  it('writes money with the currency, thousands separators and cents only when needed', () => {
    expect(money(12500, '$')).toBe('$12,500');
    expect(money('1333.3333', '€')).toBe('€1,333.33');
    expect(money(8000, '£')).toBe('£8,000');
    expect(money('2000000.004', '$')).toBe('$2,000,000');
    expect(money('0.5', '$')).toBe('$0.50');
    expect(money(-7000, '€')).toBe('-€7,000');
    expect(money(999, '$')).toBe('$999');
  });

  it('writes percentages, ratios and multiples to one decimal without a space', () => {
    expect(percentOf(1 - 29 / 49)).toBe('40.8%');
    expect(percentOf('0.2')).toBe('20%');
    expect(percent(80)).toBe('80%');
    expect(percent('12.45')).toBe('12.5%');
    expect(ratio(800 / 240)).toBe('3.3:1');
    expect(multiple(1.5)).toBe('1.5x');
    expect(multiple(2)).toBe('2x');
  });

  it('writes counts as integers, rounded up when they are a threshold to reach', () => {
    expect(count('303.03', 'customers', true)).toBe('304 customers');
    expect(count('14.7', 'customers')).toBe('15 customers');
    expect(count(1500, 'customers')).toBe('1,500 customers');
    expect(upToCents(30000 / 99)).toBe('303.03');
    expect(upToCents('1234.5')).toBe('1,234.5');
  });

  it('puts the formula before " = " and the result in bold', () => {
    expect(formulaLine('Runway', '$200,000 ÷ $15,000 per month', '13.3 months')).toBe(
      '**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**.',
    );
  });
});
