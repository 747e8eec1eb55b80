import type { Dispatch } from 'react';
import { Button } from '../../../components/ui/button';
import { canSaveDraft, type CalendarDraft, type CalendarDraftAction } from '../lib/calendar-draft';
import { AvailabilityEditor } from './availability-editor';
import { CalendarList, type CalendarListState } from './calendar-list';
import { ExcludedDaysEditor } from './excluded-days-editor';
import { TimeZoneSelect } from './time-zone-select';

/** Step 2: which calendars, which hours, which days off (spec 02 §2). */
export function CalendarConfigureStep({
  draft,
  dispatch,
  calendars,
  onRetry,
  onSave,
  onCancel,
  saving,
  saveError,
}: {
  draft: CalendarDraft;
  dispatch: Dispatch<CalendarDraftAction>;
  calendars: CalendarListState;
  onRetry: () => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  saveError: string | null;
}) {
  return (
    <div className="space-y-5">
      <CalendarList
        state={calendars}
        selected={draft.selected}
        onToggle={(id) => dispatch({ type: 'toggle-calendar', id })}
        onRetry={onRetry}
      />
      <AvailabilityEditor
        availability={draft.availability}
        onChange={(day, patch) => dispatch({ type: 'day', day, patch })}
      />
      <ExcludedDaysEditor
        days={draft.excludeDays}
        onAdd={(day, today) => dispatch({ type: 'exclude', day, today })}
        onRemove={(day) => dispatch({ type: 'include', day })}
      />
      <TimeZoneSelect
        value={draft.timeZone}
        onChange={(timeZone) => dispatch({ type: 'time-zone', timeZone })}
      />
      {saveError && (
        <p role="alert" className="text-sm text-red-700">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {draft.selected.length > 0 && (
          <Button onClick={onSave} disabled={saving || !canSaveDraft(draft)}>
            {saving ? 'Saving…' : 'Save Configuration'}
          </Button>
        )}
      </div>
    </div>
  );
}
