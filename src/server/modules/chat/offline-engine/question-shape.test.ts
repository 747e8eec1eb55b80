import { describe, expect, it } from 'vitest';
import { countedTerms, HOW_LONG, shapeOf } from './question-shape';
import { tokenize } from '../retrieval/tokenize';

describe('the shape of a question', () => {
  it('splits a list of questions, and only a list of questions', () => {
    expect(
      shapeOf('how much should we raise, when should we start, and who should lead?').parts,
    ).toHaveLength(3);
    expect(shapeOf('if we raise next year, how much should we ask for?').parts).toHaveLength(1);
    expect(
      shapeOf('two things: how long does a round take, and what do we send before the call?').parts,
    ).toEqual(['how long does a round take', 'what do we send before the call?']);
  });

  it('knows what a "how many" question counts and when "how long" asks for time', () => {
    expect([...countedTerms('how many pricing tiers should we have?')]).toEqual(tokenize('tiers'));
    expect(countedTerms('how long does a seed round take?')).toEqual(
      new Set(tokenize('days weeks months years')),
    );
    expect(HOW_LONG.test('how long should my deck be?')).toBe(false);
  });
});
