import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GOOD_TOKEN,
  jsonBody,
  startCalendarFake,
  type CalendarFake,
} from '../../../../test/fake-tools/calendar-fake';
import { findAvailableSlots } from './available-slots';
import { createCalendarClient } from './calendar-client';
import { DEFAULT_AVAILABILITY, type CalendarToolSettings } from './types';

let google: CalendarFake;
const settings: CalendarToolSettings = {
  selectedCalendars: ['founder@example.com', 'c_team123@group.calendar.google.com'],
  availability: DEFAULT_AVAILABILITY,
  excludeDays: ['2026-06-02'],
  timeZone: 'Europe/Lisbon',
};
const client = () =>
  createCalendarClient({ accessToken: GOOD_TOKEN, baseUrl: google.url, allowPrivateNetwork: true });

beforeAll(async () => {
  google = await startCalendarFake();
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  google.busy = {
    'founder@example.com': [{ start: '2026-06-01T08:00:00Z', end: '2026-06-01T09:00:00Z' }],
    'c_team123@group.calendar.google.com': [
      { start: '2026-06-01T09:30:00Z', end: '2026-06-01T10:00:00Z' },
    ],
  };
});

describe('findAvailableSlots', () => {
  it("asks Google for the selected calendars' busy times up to local midnight", async () => {
    const from = new Date('2026-06-01T07:00:00Z'); // Monday 08:00 in Lisbon (UTC+1)
    const result = await findAvailableSlots(client(), settings, { from, days: 3, limit: 3 });
    expect(jsonBody(google.requests[0])).toEqual({
      timeMin: '2026-06-01T07:00:00.000Z',
      timeMax: '2026-06-03T23:00:00.000Z', // Thursday 00:00 WEST
      timeZone: 'Europe/Lisbon',
      items: settings.selectedCalendars.map((id) => ({ id })),
    });
    expect(result).toEqual({
      timeZone: 'Europe/Lisbon',
      unreadCalendars: [],
      slots: [
        // 09:00–10:00 and 10:30–11:00 local are busy; 30-minute slots by default.
        { start: '2026-06-01T09:00:00.000Z', end: '2026-06-01T09:30:00.000Z' },
        { start: '2026-06-01T10:00:00.000Z', end: '2026-06-01T10:30:00.000Z' },
        { start: '2026-06-01T10:30:00.000Z', end: '2026-06-01T11:00:00.000Z' },
      ],
    });
  });

  it('skips excluded days and reports calendars Google could not read', async () => {
    const from = new Date('2026-06-01T23:00:00Z'); // Tuesday 00:00, excluded
    const withMissing = { ...settings, selectedCalendars: ['founder@example.com', 'gone'] };
    const result = await findAvailableSlots(client(), withMissing, { from, limit: 1 });
    expect(result.slots).toEqual([
      { start: '2026-06-03T08:00:00.000Z', end: '2026-06-03T08:30:00.000Z' },
    ]);
    expect(result.unreadCalendars).toEqual(['gone']);
  });

  it('refuses to guess when no selected calendar could be read', async () => {
    const unreadable = { ...settings, selectedCalendars: ['gone'] };
    await expect(findAvailableSlots(client(), unreadable)).rejects.toMatchObject({
      code: 'calendar_busy_unknown',
    });
    await expect(
      findAvailableSlots(client(), { ...settings, selectedCalendars: [] }),
    ).rejects.toMatchObject({ code: 'calendar_not_configured' });
  });
});
