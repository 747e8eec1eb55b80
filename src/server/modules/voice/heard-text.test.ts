import { describe, expect, it } from 'vitest';
import { heardText } from './heard-text';

const pieces = [
  { text: 'Start with your customers.', audioMs: 1_000 },
  { text: 'Ask them what they pay for today and why.', audioMs: 2_000 },
];

describe('what a caller heard of an interrupted reply', () => {
  it('is nothing when the coach had not started talking', () => {
    expect(heardText(pieces, 0)).toBe('');
  });

  it('keeps whole pieces and the words of the piece cut off, marked as cut', () => {
    expect(heardText(pieces, 1_000)).toBe('Start with your customers.');
    expect(heardText(pieces, 2_200)).toBe('Start with your customers. Ask them what they pay…');
  });

  it('is the whole reply when all of it played', () => {
    expect(heardText(pieces, 5_000)).toBe(
      'Start with your customers. Ask them what they pay for today and why.',
    );
  });
});
