import { describe, expect, it } from 'vitest';
import { currenciesIn } from './currency-fit';
import { readEquitySplit } from './equity-split';
import { hireTimings } from './hire-timing';
import { founderCount, peopleInWords } from './people-count';
import { registeredCountry } from './places';

describe('reading the founder’s own words', () => {
  it('counts people however a founder says it', () => {
    const count = (text: string) => peopleInWords(text)?.count;
    expect(count('me and my co-founder')).toBe(2);
    expect(count('My cofounder and I, 50/50')).toBe(2);
    expect(count('me + 1 co-founder, 70/30')).toBe(2);
    expect(count('me and my two co-founders')).toBe(3);
    expect(count('We are three co-founders, equal split')).toBe(3);
    expect(count('split equally between the four of us')).toBe(4);
    expect(count('Solo founder, I own it all')).toBe(1);
    expect(count("It's just me")).toBe(1);
    expect(peopleInWords('my co-founders and I')).toEqual({ count: 3, atLeast: true });
    expect(count('each co-founder vests over four years')).toBeUndefined();
    expect(count('four-year vesting, one-year cliff')).toBeUndefined();
    expect(founderCount('three')).toBe(3);
    expect(founderCount('2 (me and Ana)')).toBe(2);
  });

  it('reads a split of shares, not the vesting percentages beside it', () => {
    expect(readEquitySplit('60/40, four-year vesting')?.shares).toEqual([60, 40]);
    expect(readEquitySplit('50-50 with 4-year vesting')?.shares).toEqual([50, 50]);
    expect(readEquitySplit('Ana 40%, Bruno 30% and me 30%')?.shares).toEqual([40, 30, 30]);
    expect(readEquitySplit('25% vests after the first year, the rest monthly')).toBeUndefined();
    expect(readEquitySplit('support 24/7, vesting over 4 years')).toBeUndefined();
    expect(readEquitySplit('45/45/10 with a 10% option pool')?.nonFounderShares).toBe(1);
  });

  it('dates hires as months from the start', () => {
    const first = (text: string) => hireTimings(text)[0];
    expect(first('A designer in month 2 and a sales lead after ten customers')).toEqual({
      startsAfter: 1,
      words: 'in month 2',
    });
    expect(first('an engineer in the third month')?.startsAfter).toBe(2);
    expect(first('a salesperson in 6 months, an engineer in Q2')?.startsAfter).toBe(3);
    expect(first('a developer immediately')?.words).toBe('immediately');
    expect(first('a sales lead after the first ten customers')).toBeUndefined();
  });

  it('finds where the company is registered, not where the founders live', () => {
    expect(registeredCountry('Delaware C-corp; founders in Berlin')).toBe('US');
    expect(registeredCountry('Founders in London, company registered in Delaware')).toBe('US');
    expect(registeredCountry('Registered in Portugal; founders in Lisbon')).toBe('PT');
    expect(registeredCountry('UK Ltd, customers in the US')).toBe('UK');
    expect(registeredCountry('all of us work remotely')).toBeUndefined();
  });

  it('tells the currency of an amount by its sign or code', () => {
    expect([...currenciesIn('$500k on a $5M cap')]).toEqual(['USD']);
    expect([...currenciesIn('R$ 10.000 or CA$5,000 or EUR 300')].sort()).toEqual([
      'BRL',
      'CAD',
      'EUR',
    ]);
    expect(currenciesIn('18-24 months of runway').size).toBe(0);
  });
});
