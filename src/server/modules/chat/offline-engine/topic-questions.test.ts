import { describe, expect, it } from 'vitest';
import { shapedQuestions, withDeterminer } from './topic-questions';

describe('withDeterminer', () => {
  it.each([
    ['dilution', 'Dilution is what founders give up.', 'dilution'],
    ['unit economics', '', 'unit economics'],
    ['positioning', '', 'positioning'],
    ['narrative', 'The narrative carries the deck.', 'my narrative'],
    // Counted in the knowledge, whatever the ending says.
    ['C corporation', 'It can be taxed as a C corporation.', 'my C corporation'],
    ['Sean Ellis test', '', 'the Sean Ellis test'],
    ['the ask', '', 'the ask'],
  ])('%s reads "%s" → %s', (label, text, expected) => {
    expect(withDeterminer(label, text)).toBe(expected);
  });
});

describe('shapedQuestions', () => {
  const question = (label: string, text = '') => shapedQuestions(label, text)[0]?.question;

  it('asks about a state the knowledge says a company is in', () => {
    expect(
      question('default alive', 'Ask whether the company is default alive: will it profit?'),
    ).toBe('Is my startup default alive?');
    expect(question('default alive', 'Default alive companies grow.')).toBeUndefined();
  });

  it('asks for a ratio the knowledge names as one', () => {
    expect(question('LTV to CAC and payback', 'An LTV to CAC ratio of 3:1.')).toBe(
      'What LTV to CAC ratio should I aim for?',
    );
  });

  it('turns choices, embedded questions and counted things into questions', () => {
    expect(question('SAFEs vs priced rounds')).toBe(
      'How do I choose between SAFEs and priced rounds?',
    );
    expect(question('pivot or persevere')).toBe('Pivot or persevere: how do I decide?');
    expect(question('what product-market fit looks like')).toBe(
      'Can you explain what product-market fit looks like?',
    );
    expect(question('LLC', 'Most funds avoid an LLC.')).toBe('Do I need an LLC?');
    expect(question('data room', 'Open a data room early.')).toBe('Do I need a data room?');
  });
});
