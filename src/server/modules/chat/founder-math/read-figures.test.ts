import { describe, expect, it } from 'vitest';
import { readFigures } from './index';
import type { FigureReading } from './index';
import { ENGLISH, NO_READING, OTHER_LANGUAGES } from './read-figures.cases';
import type { Expected, Phrasing } from './read-figures.cases';

function summary(reading: FigureReading): Expected {
  if (reading === null) return null;
  if (reading.kind === 'facts') return { facts: reading.facts };
  if (reading.kind === 'missing')
    return { missing: reading.calculator, question: reading.question };
  return { calculator: reading.calculation.calculator, result: reading.calculation.result };
}

function check({ message, earlier = [], expected }: Phrasing): void {
  const got = summary(readFigures(message, earlier));
  if (expected && 'calculator' in expected) {
    expect(got).toMatchObject({ calculator: expected.calculator, result: expected.result });
  } else if (expected && 'missing' in expected) {
    expect(got).toMatchObject(expected);
  } else {
    expect(got).toEqual(expected);
  }
}

describe('readFigures: founders writing in English', () => {
  it.each(ENGLISH)('$message', check);
});

describe('readFigures: founders writing in Portuguese, Spanish and French', () => {
  it.each(OTHER_LANGUAGES)('$message', check);
});

describe('readFigures: no figures to work with', () => {
  it.each(NO_READING)('$message', check);
});
