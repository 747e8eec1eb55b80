import { expect, it } from 'vitest';
import { creatorLabel, UNNAMED_CREATOR } from './creator-label';

it('names the creator, cut to 20 characters', () => {
  expect(creatorLabel({ owner: 'Pat Founder' })).toBe('Pat Founder');
  expect(creatorLabel({ owner: 'Maximiliana Constantinopla' })).toBe('Maximiliana Constant…');
});

it('says a member made it while the creator has no name, and fits the card', () => {
  expect(creatorLabel({ owner: null })).toBe(UNNAMED_CREATOR);
  expect(UNNAMED_CREATOR.length).toBeLessThanOrEqual(20);
});
