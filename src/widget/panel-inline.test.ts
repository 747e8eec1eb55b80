import { describe, expect, it } from 'vitest';
import { inlineRuns } from './panel-inline';

describe('the widget reads a reply line as a visitor sees it', () => {
  it('shows an interrupted voice reply\'s marker as emphasis, not "_(interrupted)_"', () => {
    expect(inlineRuns('Start with value _(interrupted)_')).toEqual([
      { style: 'plain', text: 'Start with value ' },
      { style: 'em', text: '(interrupted)' },
    ]);
  });

  it('sets bold and emphasis, with either marker', () => {
    expect(inlineRuns('**Price** by *value*, __not__ _cost_.')).toEqual([
      { style: 'strong', text: 'Price' },
      { style: 'plain', text: ' by ' },
      { style: 'em', text: 'value' },
      { style: 'plain', text: ', ' },
      { style: 'strong', text: 'not' },
      { style: 'plain', text: ' ' },
      { style: 'em', text: 'cost' },
      { style: 'plain', text: '.' },
    ]);
  });

  it('leaves arithmetic and snake_case names as written', () => {
    for (const line of ['2 * 3 * 4 = 24', 'set max_seats_per_plan to 5', 'a * b']) {
      expect(inlineRuns(line)).toEqual([{ style: 'plain', text: line }]);
    }
  });
});

describe('links in a reply', () => {
  it('become links only to web and mail addresses', () => {
    expect(inlineRuns('See [our guide](https://example.com/a_b) or mail me.')).toEqual([
      { style: 'plain', text: 'See ' },
      { style: 'link', text: 'our guide', href: 'https://example.com/a_b' },
      { style: 'plain', text: ' or mail me.' },
    ]);
    expect(inlineRuns('[write](mailto:ana@example.com)')).toEqual([
      { style: 'link', text: 'write', href: 'mailto:ana@example.com' },
    ]);
  });

  it('keep a javascript:, data: or relative target as words, never a link', () => {
    for (const target of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '/agents/x',
      'JaVaScRiPt:x',
    ]) {
      expect(inlineRuns(`Click [here](${target}) now`)).toEqual([
        { style: 'plain', text: 'Click here now' },
      ]);
    }
  });

  it('link a bare address without the sentence punctuation after it', () => {
    expect(inlineRuns('Read https://example.com/pricing.')).toEqual([
      { style: 'plain', text: 'Read ' },
      { style: 'link', text: 'https://example.com/pricing', href: 'https://example.com/pricing' },
      { style: 'plain', text: '.' },
    ]);
  });
});
