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
