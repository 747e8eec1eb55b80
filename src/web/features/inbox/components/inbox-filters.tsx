import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { INBOX_CHANNELS, type InboxChannel } from '../../../../shared/schemas/inbox';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/form-field';
import { useAgentKeys, useOwnedAgents } from '../api/owner-choices';
import { CHANNEL_LABELS } from '../lib/channel-label';
import {
  FLAG_FIELDS,
  isFiltered,
  type FlagField,
  type InboxFilterValues,
} from '../lib/inbox-filters';
import { LabelledSelect } from './labelled-select';

const FLAG_LABELS: Record<FlagField, string> = {
  asked_for_person: 'Asked for a person',
  rated_down: 'Rated down',
  has_files: 'Has files',
};

/** Search and filters; each change is written to the address, which the list reads. */
export function InboxFilters({
  filters,
  onChange,
}: {
  filters: InboxFilterValues;
  onChange(next: InboxFilterValues): void;
}) {
  const id = useId();
  const [query, setQuery] = useState(filters.q ?? '');
  const agents = useOwnedAgents();
  const keys = useAgentKeys(filters.agent_id);
  const set = (change: Partial<InboxFilterValues>) => onChange({ ...filters, ...change });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: query.trim() || undefined });
  };
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
            Search messages
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            className={fieldClasses}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> Search
        </Button>
      </form>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <LabelledSelect
          label="Agent"
          value={filters.agent_id ?? ''}
          onChange={(agent) => set({ agent_id: agent || undefined, key_id: undefined })}
          options={[
            { value: '', label: 'All agents' },
            ...(agents.data ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <LabelledSelect
          label="Channel"
          value={filters.channel ?? ''}
          onChange={(channel) =>
            set({ channel: (channel || undefined) as InboxChannel | undefined })
          }
          options={[
            { value: '', label: 'All channels' },
            ...INBOX_CHANNELS.map((channel) => ({
              value: channel,
              label: CHANNEL_LABELS[channel],
            })),
          ]}
        />
        <LabelledSelect
          label="Key"
          hint={filters.agent_id ? undefined : 'Choose an agent to pick one of its keys.'}
          disabled={!filters.agent_id}
          value={filters.key_id ?? ''}
          onChange={(key) => set({ key_id: key || undefined })}
          options={[
            { value: '', label: 'All keys' },
            ...(keys.data ?? []).map((k) => ({ value: k.id, label: k.name })),
          ]}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[auto_auto_1fr]">
        <DateField
          label="From"
          value={filters.from}
          max={filters.to}
          onChange={(from) => set({ from })}
        />
        <DateField
          label="To"
          value={filters.to}
          min={filters.from}
          onChange={(to) => set({ to })}
        />
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="sr-only">Only conversations that</legend>
        {FLAG_FIELDS.map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={filters[flag] === true}
              onChange={(event) => set({ [flag]: event.target.checked || undefined })}
            />
            {FLAG_LABELS[flag]}
          </label>
        ))}
      </fieldset>
      {isFiltered(filters) && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setQuery('');
            onChange({});
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange(value: string | undefined): void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={fieldClasses}
      />
    </div>
  );
}
