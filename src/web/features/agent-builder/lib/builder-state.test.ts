import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../shared/schemas/agent';
import { createDefaults, fromAgent, hasChanges, toAgentInput } from './agent-form-values';
import { builderReducer, calendarToSave, initBuilder, isDirty } from './builder-state';
import type { PendingCalendar } from './calendar-config';

const agent: Agent = {
  id: '0b0e7c1e-5c43-4f7b-9a51-7d1b1c2f3a4b',
  name: 'Pricing Coach',
  description: 'Helps with pricing',
  instruction: 'Be concise.',
  knowledge: 'Value-based pricing.',
  icon: '💶',
  owner: 'pat@example.com',
  created_at: '2025-01-05T10:00:00.000Z',
  updated_at: '2025-01-06T10:00:00.000Z',
  read_only: 0,
  status: 'active',
  mode: 'PUBLIC',
  tools: ['web_scraper'],
  voice_enabled: true,
  languages: ['en', 'pt'],
  widget_display_name: null,
  widget_position: 'top-left',
  widget_allowed_domains: [],
  is_owner: true,
};

describe('form values', () => {
  it('loads an agent with one blank domain row and no display name', () => {
    const values = fromAgent(agent);
    expect(values.widget_allowed_domains).toEqual(['']);
    expect(values.widget_display_name).toBe('');
    expect(toAgentInput(values)).toMatchObject({
      icon: '💶',
      widget_display_name: null,
      widget_allowed_domains: [],
    });
  });

  it('ignores the order of chosen items and blank rows when looking for changes', () => {
    const values = fromAgent(agent);
    expect(hasChanges({ ...values, languages: ['pt', 'en'] }, values)).toBe(false);
    expect(hasChanges({ ...values, widget_allowed_domains: ['', ' '] }, values)).toBe(false);
    expect(hasChanges({ ...values, description: 'Other' }, values)).toBe(true);
    expect(hasChanges({ ...values, widget_allowed_domains: ['a.com'] }, values)).toBe(true);
  });
});

describe('builderReducer', () => {
  const start = initBuilder(fromAgent(agent), []);

  it('is clean when loaded, dirty after an edit, clean again after reset', () => {
    expect(isDirty(start)).toBe(false);
    const edited = builderReducer(start, { type: 'edit', patch: { description: 'New' } });
    expect(isDirty(edited)).toBe(true);
    const reset = builderReducer(edited, { type: 'reset' });
    expect(reset.values).toEqual(start.values);
    expect(isDirty(reset)).toBe(false);
  });

  it('clears only the edited field’s error', () => {
    const withErrors = builderReducer(start, {
      type: 'errors',
      errors: { name: 'Agent name is required', knowledge: 'Knowledge base is required' },
    });
    const edited = builderReducer(withErrors, { type: 'edit', patch: { name: 'A' } });
    expect(edited.errors).toEqual({ knowledge: 'Knowledge base is required' });
    expect(builderReducer(withErrors, { type: 'reset' }).errors).toEqual({});
  });

  it('takes saved values as the new baseline', () => {
    const edited = builderReducer(start, { type: 'edit', patch: { name: 'Renamed' } });
    const saved = builderReducer(edited, { type: 'saved', values: edited.values });
    expect(isDirty(saved)).toBe(false);
  });

  it('counts a setup stored on the server as saved, and a pending one as unsaved', () => {
    const stored = builderReducer(start, {
      type: 'configured',
      tool: 'google_calendar',
      stored: true,
    });
    expect(stored.values.tools).toEqual(['web_scraper', 'google_calendar']);
    expect(stored.configured).toEqual(['google_calendar']);
    expect(isDirty(stored)).toBe(false);
    // Reset keeps what the server already did.
    expect(builderReducer(stored, { type: 'reset' }).values.tools).toContain('google_calendar');

    const created = initBuilder(createDefaults());
    const pending = { input: {}, view: {} } as PendingCalendar;
    const kept = builderReducer(created, {
      type: 'configured',
      tool: 'google_calendar',
      stored: false,
      pending,
    });
    expect(kept.pendingCalendar).toBe(pending);
    expect(isDirty(kept)).toBe(true);

    const dropped = builderReducer(kept, {
      type: 'disconnected',
      tool: 'google_calendar',
      stored: false,
    });
    expect(dropped.pendingCalendar).toBeNull();
    expect(dropped.values.tools).toEqual([]);
    expect(dropped.configured).toEqual([]);
    expect(isDirty(dropped)).toBe(false);
  });

  it('sends a pending calendar setup only while Google Calendar is still selected', () => {
    const pending = { input: {}, view: {} } as PendingCalendar;
    const kept = builderReducer(initBuilder(createDefaults()), {
      type: 'configured',
      tool: 'google_calendar',
      stored: false,
      pending,
    });
    expect(calendarToSave(kept)).toBe(pending);

    // Clicking the selected card deselects it: the setup stays in the form but is not sent.
    const deselected = builderReducer(kept, { type: 'edit', patch: { tools: [] } });
    expect(deselected.pendingCalendar).toBe(pending);
    expect(calendarToSave(deselected)).toBeNull();

    // Selecting the card again brings the kept setup back.
    const reselected = builderReducer(deselected, {
      type: 'edit',
      patch: { tools: ['google_calendar'] },
    });
    expect(reselected.configured).toEqual(['google_calendar']);
    expect(calendarToSave(reselected)).toBe(pending);

    expect(calendarToSave(initBuilder(createDefaults()))).toBeNull();
  });
});
