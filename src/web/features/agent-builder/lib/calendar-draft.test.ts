import { describe, expect, it } from 'vitest';
import { GoogleCalendarConfigInputSchema } from '../../../../shared/schemas/tools';
import {
  availabilityToSend,
  countAvailableDays,
  defaultAvailability,
  initialSelection,
  invalidDays,
  type CalendarListItem,
} from './calendar-config';
import {
  calendarDraftReducer,
  canSaveDraft,
  initialDraft,
  pendingCalendar,
  toConfigInput,
  type CalendarDraft,
} from './calendar-draft';

const calendar = (id: string, primary = false): CalendarListItem => ({
  id,
  summary: id,
  primary,
  accessRole: 'owner',
  backgroundColor: '#039be5',
  selected: true,
  hidden: false,
  timeZone: 'Europe/Lisbon',
  description: null,
});
const calendars = [calendar('team@group.calendar.google.com'), calendar('pat@example.com', true)];
const token = { access_token: 'ya29.token', expires_in: 3599, token_type: 'Bearer', scope: 's' };

describe('availability (spec 02 §9)', () => {
  it('defaults to Monday to Friday 09:00–17:00 with the weekend off', () => {
    const week = defaultAvailability();
    expect(week.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(week.friday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(week.saturday).toEqual({ enabled: false, start: '09:00', end: '17:00' });
    expect(week.sunday).toEqual({ enabled: false, start: '09:00', end: '17:00' });
    expect(countAvailableDays(week)).toBe(5);
    expect(invalidDays(week)).toEqual([]);
  });

  it('flags switched-on days that end before they start or lack a time', () => {
    const week = defaultAvailability();
    week.monday = { enabled: true, start: '17:00', end: '09:00' };
    week.tuesday = { enabled: true, start: '', end: '17:00' };
    week.saturday = { enabled: false, start: '18:00', end: '08:00' };
    expect(invalidDays(week)).toEqual(['monday', 'tuesday']);
  });
});

describe('availabilityToSend', () => {
  it('leaves switched-on days and valid switched-off days as they are', () => {
    const week = defaultAvailability();
    week.monday = { enabled: true, start: '08:30', end: '12:00' };
    week.saturday = { enabled: false, start: '18:00', end: '08:00' };
    week.sunday = { enabled: false, start: '10:00', end: '' };
    expect(availabilityToSend(week)).toEqual({
      ...week,
      sunday: { enabled: false, start: '09:00', end: '17:00' },
    });
    expect(week.sunday.end).toBe('');
  });
});

describe('initialSelection', () => {
  it('preselects the primary calendar when nothing is chosen', () => {
    expect(initialSelection(calendars, [])).toEqual(['pat@example.com']);
    expect(initialSelection([calendar('x')], [])).toEqual([]);
  });

  it('keeps an earlier choice that still exists', () => {
    expect(initialSelection(calendars, ['team@group.calendar.google.com', 'gone'])).toEqual([
      'team@group.calendar.google.com',
    ]);
  });
});

describe('calendarDraftReducer', () => {
  const configured = (): CalendarDraft => {
    let draft = initialDraft(null, 'Europe/Lisbon');
    draft = calendarDraftReducer(draft, { type: 'authorised', token });
    return calendarDraftReducer(draft, { type: 'calendars-loaded', calendars });
  };

  it('goes auth → configure with the primary calendar ticked', () => {
    const draft = configured();
    expect(draft.step).toBe('configure');
    expect(draft.selected).toEqual(['pat@example.com']);
    expect(canSaveDraft(draft)).toBe(true);
  });

  it('cannot save without a calendar or with a wrong day', () => {
    const none = calendarDraftReducer(configured(), {
      type: 'toggle-calendar',
      id: 'pat@example.com',
    });
    expect(canSaveDraft(none)).toBe(false);
    expect(toConfigInput(none)).toBeNull();
    const wrong = calendarDraftReducer(configured(), {
      type: 'day',
      day: 'monday',
      patch: { end: '08:00' },
    });
    expect(canSaveDraft(wrong)).toBe(false);
  });

  it('builds the PUT body from the choices', () => {
    let draft = calendarDraftReducer(configured(), {
      type: 'exclude',
      day: '2099-12-25',
      today: '2099-01-01',
    });
    draft = calendarDraftReducer(draft, { type: 'time-zone', timeZone: 'America/New_York' });
    expect(toConfigInput(draft)).toEqual({
      auth: token,
      selected_calendars: ['pat@example.com'],
      availability: defaultAvailability(),
      exclude_days: ['2099-12-25'],
      time_zone: 'America/New_York',
    });
  });

  it('sends a switched-off day whose time was cleared with the default hours, still off', () => {
    let draft = calendarDraftReducer(configured(), {
      type: 'day',
      day: 'monday',
      patch: { start: '' },
    });
    expect(canSaveDraft(draft)).toBe(false);
    draft = calendarDraftReducer(draft, { type: 'day', day: 'monday', patch: { enabled: false } });
    draft = calendarDraftReducer(draft, { type: 'day', day: 'sunday', patch: { end: '25:00' } });
    expect(canSaveDraft(draft)).toBe(true);

    const input = toConfigInput(draft);
    expect(input?.availability.monday).toEqual({ enabled: false, start: '09:00', end: '17:00' });
    expect(input?.availability.sunday).toEqual({ enabled: false, start: '09:00', end: '17:00' });
    // The server wants valid times on all seven days (shared schema).
    expect(GoogleCalendarConfigInputSchema.safeParse(input).success).toBe(true);
  });

  it('opens at the summary when a setup exists; disconnecting restores the defaults', () => {
    const input = toConfigInput(configured());
    if (!input) throw new Error('expected a saveable draft');
    const { view } = pendingCalendar(input, calendars, new Date('2099-01-01T00:00:00Z'));
    expect(view.account.email).toBe('pat@example.com');
    expect(view.expires_at).toBe('2099-01-01T00:59:59.000Z');

    const summary = initialDraft(view, 'Europe/Lisbon');
    expect(summary.step).toBe('summary');
    const edited = calendarDraftReducer(
      { ...summary, excludeDays: ['2099-02-02'], selected: ['x'] },
      { type: 'disconnected' },
    );
    expect(edited).toEqual(initialDraft(null, 'Europe/Lisbon'));
  });

  it('Back returns to sign-in and forgets the token', () => {
    const back = calendarDraftReducer(configured(), { type: 'back' });
    expect(back.step).toBe('auth');
    expect(back.token).toBeNull();
  });
});
