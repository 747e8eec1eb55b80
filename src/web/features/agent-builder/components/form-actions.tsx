import { RotateCcw, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Create: Cancel and Create Agent. Edit: Cancel, Reset Changes (when changed), Save Changes. */
export function FormActions({
  editing,
  dirty,
  saving,
  onCancel,
  onReset,
}: {
  editing: boolean;
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
  onReset: () => void;
}) {
  const busyLabel = editing ? 'Saving…' : 'Creating…';
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      {editing && dirty && (
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden className="size-4" /> Reset Changes
        </Button>
      )}
      <Button type="submit" disabled={saving || (editing && !dirty)}>
        <Save aria-hidden className="size-4" />
        {saving ? busyLabel : editing ? 'Save Changes' : 'Create Agent'}
      </Button>
    </div>
  );
}
