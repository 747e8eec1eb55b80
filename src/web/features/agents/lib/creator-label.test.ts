import { expect, it } from 'vitest';
import { creatorLabel, UNNAMED_CREATOR } from './creator-label';

it('names the creator, cut to 20 characters', () => {
  expect(creatorLabel({ owner: 'Pat Founder', is_owner: false })).toBe('Pat Founder');
  expect(creatorLabel({ owner: 'Maximiliana Constantinopla', is_owner: false })).toBe(
    'Maximiliana Constant…',
  );
});

it('says a member made it while the creator has no name, and fits the card', () => {
  expect(creatorLabel({ owner: null, is_owner: false })).toBe(UNNAMED_CREATOR);
  expect(UNNAMED_CREATOR.length).toBeLessThanOrEqual(20);
});

it("says 'you' on the reader's own agents, named or not", () => {
  expect(creatorLabel({ owner: 'Pat Founder', is_owner: true })).toBe('you');
  expect(creatorLabel({ owner: null, is_owner: true })).toBe('you');
});
