import { describe, expect, it } from 'vitest';
import type { PendingCalendar } from './calendar-config';
import { calendarToSave, withoutSetup, withSetup, type ToolSetups } from './tool-setups';

const none: ToolSetups = { configured: [], pendingCalendar: null };
const pending = { input: {}, view: {} } as PendingCalendar;

describe('tool setups', () => {
  it('keeps a setup made on the create screen until the agent exists', () => {
    const kept = withSetup(none, 'google_calendar', pending);
    expect(kept).toEqual({ configured: ['google_calendar'], pendingCalendar: pending });
    // A stored setup (edit screen) leaves nothing pending.
    expect(withSetup(none, 'google_calendar')).toEqual({
      configured: ['google_calendar'],
      pendingCalendar: null,
    });
    expect(withoutSetup(kept, 'google_calendar')).toEqual(none);
  });

  it('sends a pending calendar setup only while Google Calendar is still selected', () => {
    const kept = withSetup(none, 'google_calendar', pending);
    expect(calendarToSave(['google_calendar'], kept)).toBe(pending);
    // Deselecting the card keeps the setup (Configured when selected again) but does not send it.
    expect(calendarToSave([], kept)).toBeNull();
    expect(kept.configured).toContain('google_calendar');
    expect(calendarToSave(['google_calendar'], none)).toBeNull();
  });
});
