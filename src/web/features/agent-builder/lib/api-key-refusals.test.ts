import { describe, expect, it } from 'vitest';
import { refusalRows, refusedTotal } from './api-key-refusals';

describe("the key's refused calls", () => {
  it('names each reason met, the most frequent first, with what lifts it', () => {
    const rows = refusalRows({ origin: 2, key_limit: 0, plan_limit: 5 });
    expect(rows.map((row) => [row.count, row.text])).toEqual([
      [5, "over your plan's daily chat requests."],
      [2, "from a site outside the key's allowed domains."],
    ]);
    expect(refusedTotal({ origin: 2, key_limit: 1, plan_limit: 5 })).toBe(8);
  });

  it('lists nothing when nothing was refused', () => {
    expect(refusalRows({ origin: 0, key_limit: 0, plan_limit: 0 })).toEqual([]);
  });
});
