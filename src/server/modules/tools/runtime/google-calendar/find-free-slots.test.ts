import { describe, expect, it } from 'vitest';
import { findFreeSlots, type FreeSlotQuery } from './find-free-slots';
import { DEFAULT_AVAILABILITY, type Availability, type DayAvailability } from './types';

const EVERY_DAY = (day: DayAvailability): Availability => ({
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
});

/** Lisbon is on UTC in winter, which keeps the expected instants readable. */
function query(overrides: Partial<FreeSlotQuery>): FreeSlotQuery {
  return {
    availability: DEFAULT_AVAILABILITY,
    excludeDays: [],
    busy: [],
    from: new Date('2026-03-02T08:00:00Z'), // Monday 08:00 in Lisbon
    days: 7,
    durationMinutes: 60,
    timeZone: 'Europe/Lisbon',
    limit: 3,
    ...overrides,
  };
}

const starts = (q: FreeSlotQuery) => findFreeSlots(q).map((slot) => slot.start);

describe('findFreeSlots', () => {
  it('offers the first slots of the working day on a 30-minute grid', () => {
    expect(findFreeSlots(query({}))).toEqual([
      { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T10:00:00.000Z' },
      { start: '2026-03-02T09:30:00.000Z', end: '2026-03-02T10:30:00.000Z' },
      { start: '2026-03-02T10:00:00.000Z', end: '2026-03-02T11:00:00.000Z' },
    ]);
  });

  it('skips times already past and starts on the next grid line', () => {
    expect(starts(query({ from: new Date('2026-03-02T10:10:00Z'), limit: 1 }))).toEqual([
      '2026-03-02T10:30:00.000Z',
    ]);
  });

  it('skips slots overlapping busy times, but a meeting may start when another ends', () => {
    const busy = [
      { start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:15:00Z' },
      { start: '2026-03-02T11:30:00+00:00', end: '2026-03-02T12:00:00+00:00' },
    ];
    expect(starts(query({ busy, limit: 3 }))).toEqual([
      '2026-03-02T10:30:00.000Z', // 10:00 would overlap the meeting until 10:15
      '2026-03-02T12:00:00.000Z', // 11:00 and 11:30 overlap 11:30–12:00
      '2026-03-02T12:30:00.000Z',
    ]);
  });

  it('skips an excluded day', () => {
    expect(starts(query({ excludeDays: ['2026-03-02'], limit: 1 }))).toEqual([
      '2026-03-03T09:00:00.000Z',
    ]);
  });

  it('skips a disabled weekend and keeps slots inside the day', () => {
    const fridayLate = new Date('2026-03-06T16:00:00Z');
    expect(starts(query({ from: fridayLate, durationMinutes: 30, limit: 3 }))).toEqual([
      '2026-03-06T16:00:00.000Z',
      '2026-03-06T16:30:00.000Z',
      '2026-03-09T09:00:00.000Z', // Monday: 16:30 + 60 min would not fit, Sat/Sun are off
    ]);
  });

  it('aligns to the local clock even off-grid starts and half-hour zones', () => {
    const availability = EVERY_DAY({ enabled: true, start: '09:15', end: '11:00' });
    expect(
      starts(
        query({
          availability,
          timeZone: 'Asia/Kolkata',
          from: new Date('2026-03-01T00:00:00Z'),
          limit: 2,
        }),
      ),
    ).toEqual([
      '2026-03-01T04:00:00.000Z', // 09:30 IST
      '2026-03-01T04:30:00.000Z',
    ]);
  });

  it('keeps local hours across a DST change (America/New_York, 8 March 2026)', () => {
    const availability = EVERY_DAY({ enabled: true, start: '09:00', end: '10:00' });
    const from = new Date('2026-03-06T05:00:00Z'); // Friday 00:00 EST
    expect(
      starts(query({ availability, from, days: 4, limit: 10, timeZone: 'America/New_York' })),
    ).toEqual([
      '2026-03-06T14:00:00.000Z', // 09:00 EST
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z', // 09:00 EDT
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('handles the missing hour of a spring-forward night (Europe/Lisbon, 29 March 2026)', () => {
    const availability = EVERY_DAY({ enabled: true, start: '00:00', end: '04:00' });
    const from = new Date('2026-03-29T00:00:00Z');
    // 00:00 and 00:30 WET, then the clock jumps from 01:00 to 02:00 WEST; 04:00 WEST is 03:00Z.
    expect(starts(query({ availability, from, days: 1, limit: 10 }))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
  });

  it('offers the repeated hour of a fall-back night twice (America/New_York, 1 November 2026)', () => {
    const availability = EVERY_DAY({ enabled: true, start: '00:30', end: '02:30' });
    const from = new Date('2026-11-01T00:00:00Z');
    const slots = starts(
      query({ availability, from, days: 2, limit: 10, timeZone: 'America/New_York' }),
    );
    expect(slots.filter((s) => s.startsWith('2026-11-01'))).toEqual([
      '2026-11-01T04:30:00.000Z', // 00:30 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T06:30:00.000Z', // 01:30 EST, ends 02:30 EST
    ]);
  });

  it('caps the total and, when asked, the slots per day', () => {
    expect(findFreeSlots(query({ limit: 0 }))).toEqual([]);
    expect(starts(query({ limit: 3, maxPerDay: 1 }))).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
    ]);
  });

  it('starts counting days on the local date of `from`', () => {
    // 23:30 UTC on Sunday is already Monday in Tokyo.
    const from = new Date('2026-03-01T23:30:00Z');
    expect(starts(query({ from, days: 1, limit: 1, timeZone: 'Asia/Tokyo' }))).toEqual([
      '2026-03-02T00:00:00.000Z', // 09:00 JST Monday
    ]);
  });

  it('refuses a bad time zone, bad times and unreadable busy periods with clear errors', () => {
    expect(() => findFreeSlots(query({ timeZone: 'Mars/Olympus' }))).toThrow(
      expect.objectContaining({ code: 'invalid_time_zone' }),
    );
    const availability = EVERY_DAY({ enabled: true, start: '9am', end: '17:00' });
    expect(() => findFreeSlots(query({ availability }))).toThrow(
      expect.objectContaining({ code: 'invalid_availability' }),
    );
    expect(() => findFreeSlots(query({ busy: [{ start: 'soon', end: 'later' }] }))).toThrow(
      expect.objectContaining({ code: 'calendar_format' }),
    );
    expect(() => findFreeSlots(query({ durationMinutes: 0 }))).toThrow(RangeError);
  });
});
