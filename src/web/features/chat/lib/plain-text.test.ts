import { expect, it } from 'vitest';
import { plainText } from './plain-text';

it("drops a reply's markdown marks and keeps its words, lists, links and tables", () => {
  const reply = [
    '# Plan',
    '**Bold**, _italic_, ~~gone~~ and `code`.',
    '1. First\n2. Second\n   - nested',
    '> quoted',
    '| Month | Burn |\n| --- | --- |\n| Jan | 40k |',
    '```\nrunway = cash / burn\n```',
    'Read [the guide](https://example.com/guide) or https://example.com.',
  ].join('\n\n');
  expect(plainText(reply)).toBe(
    [
      'Plan',
      'Bold, italic, gone and code.',
      '1. First\n2. Second\n   - nested',
      'quoted',
      'Month\tBurn\nJan\t40k',
      'runway = cash / burn',
      'Read the guide (https://example.com/guide) or https://example.com.',
    ].join('\n\n'),
  );
});

it("reads a person's own text as the chat shows it: only bold and italic are marks", () => {
  expect(plainText('**Runway**: 1. cut # of hires\n*now*', 'person')).toBe(
    'Runway: 1. cut # of hires\nnow',
  );
});
