import { describe, expect, it } from 'vitest';
import { addExcludedDay, canAddDay, formatDay, removeExcludedDay, todayIso } from './excluded-days';

const today = '2026-03-10';

describe('excluded days (spec 02 §5)', () => {
  it('cannot add without a day or with a day before today', () => {
    expect(canAddDay('', today)).toBe(false);
    expect(canAddDay('2026-03-09', today)).toBe(false);
    expect(canAddDay('2026-03-10', today)).toBe(true);
    expect(canAddDay('not a date', today)).toBe(false);
  });

  it('adds in date order and ignores duplicates and past days', () => {
    let days = addExcludedDay([], '2026-12-25', today);
    days = addExcludedDay(days, '2026-04-01', today);
    days = addExcludedDay(days, '2026-12-25', today);
    days = addExcludedDay(days, '2020-01-01', today);
    expect(days).toEqual(['2026-04-01', '2026-12-25']);
    expect(removeExcludedDay(days, '2026-04-01')).toEqual(['2026-12-25']);
  });

  it("knows today's date in the browser's zone and names days plainly", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(formatDay('2026-12-25')).toBe('Fri, Dec 25, 2026');
  });
});
