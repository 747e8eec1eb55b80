import { describe, expect, it } from 'vitest';
import { addDays, civilDateAt, instantOf, isoDate } from './time-zone';

const at = (ms: number) => new Date(ms).toISOString();

describe('time zone arithmetic with Intl only', () => {
  it('reads the local date and weekday of an instant', () => {
    const date = civilDateAt(Date.parse('2026-03-01T23:30:00Z'), 'Asia/Tokyo');
    expect(date).toEqual({ year: 2026, month: 3, day: 2, weekday: 1 });
    expect(isoDate(addDays(date, 30))).toBe('2026-04-01');
  });

  it('turns local wall times into instants on either side of DST', () => {
    const march7 = { year: 2026, month: 3, day: 7, weekday: 6 };
    const march9 = { year: 2026, month: 3, day: 9, weekday: 1 };
    expect(at(instantOf(march7, 9 * 60, 'America/New_York'))).toBe('2026-03-07T14:00:00.000Z');
    expect(at(instantOf(march9, 9 * 60, 'America/New_York'))).toBe('2026-03-09T13:00:00.000Z');
  });

  it('moves a wall time that does not exist forward by the gap', () => {
    const march8 = { year: 2026, month: 3, day: 8, weekday: 0 };
    expect(at(instantOf(march8, 150, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
  });

  it('picks the earlier of a wall time that happens twice', () => {
    const nov1 = { year: 2026, month: 11, day: 1, weekday: 0 };
    expect(at(instantOf(nov1, 90, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
  });

  it('treats 24:00 as the next midnight', () => {
    const june1 = { year: 2026, month: 6, day: 1, weekday: 1 };
    expect(at(instantOf(june1, 24 * 60, 'Europe/Lisbon'))).toBe('2026-06-01T23:00:00.000Z');
  });
});
