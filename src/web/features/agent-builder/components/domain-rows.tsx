import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/form-field';
import {
  addDomainRow,
  canAddDomainRow,
  canRemoveDomainRow,
  removeDomainRow,
  updateDomainRow,
} from '../lib/widget-settings';

const rowClasses = fieldClasses.replace('mt-1 ', '');

const WIDGET_HINT =
  'Sites that may show the widget, such as example.com. Leave empty to allow every site (not recommended).';

/** The sites allowed to use the widget (or a key), one per row; blank rows are dropped on save. */
export function DomainRows({
  rows,
  error,
  onChange,
  idPrefix = 'widget-domains',
  name = 'widget_allowed_domains',
  hint = WIDGET_HINT,
}: {
  rows: string[];
  error?: string;
  onChange: (rows: string[]) => void;
  /** Keeps the hint's and error's ids apart when two lists are on screen. */
  idPrefix?: string;
  /** The inputs' name, by which a failed save focuses the list. */
  name?: string;
  hint?: string;
}) {
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">Allowed domains</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => (
          // Rows have no identity but their place; the inputs stay controlled by value.
          <li key={index} className="flex items-center gap-2">
            <input
              type="text"
              name={name}
              value={row}
              onChange={(event) => onChange(updateDomainRow(rows, index, event.target.value))}
              aria-label={`Allowed domain ${index + 1}`}
              aria-invalid={error ? true : undefined}
              placeholder="example.com"
              maxLength={253}
              autoComplete="off"
              className={rowClasses}
            />
            {canRemoveDomainRow(rows) && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove domain ${index + 1}`}
                onClick={() => onChange(removeDomainRow(rows, index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={!canAddDomainRow(rows)}
        onClick={() => onChange(addDomainRow(rows))}
      >
        <Plus aria-hidden className="size-4" /> Add Domain
      </Button>
    </fieldset>
  );
}
