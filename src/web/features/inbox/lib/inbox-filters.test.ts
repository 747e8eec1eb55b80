import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, isFiltered } from './inbox-filters';

describe('inbox filters in the address', () => {
  it('reads what it understands and drops the rest', () => {
    const params = new URLSearchParams(
      'channel=widget&rated_down=true&has_files=false&q=%20price%20&from=2026-01-02&x=1&channel2=a',
    );
    expect(filtersFromParams(params)).toEqual({
      channel: 'widget',
      rated_down: true,
      q: 'price',
      from: '2026-01-02',
    });
  });

  it('leaves out a channel it does not know', () => {
    expect(filtersFromParams(new URLSearchParams('channel=fax'))).toEqual({});
  });

  it('writes back what it read, so the address and the API ask for the same list', () => {
    const query = 'agent_id=a1&q=hi&channel=api&asked_for_person=true';
    const again = filtersToParams(filtersFromParams(new URLSearchParams(query)));
    expect(Object.fromEntries(again)).toEqual(Object.fromEntries(new URLSearchParams(query)));
    expect(isFiltered(filtersFromParams(again))).toBe(true);
    expect(isFiltered({})).toBe(false);
  });
});
