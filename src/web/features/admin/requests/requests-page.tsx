import { useId, useState } from 'react';
import { fieldClasses } from '../../../components/ui/form-field';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOperatorRequests, type RequestFilter } from '../api/requests';
import { ConsoleSection } from '../console-section';
import { RequestItem } from './request-item';

const FILTERS: Array<{ value: RequestFilter; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
];

/** /admin/requests: contact, quote and "Contact us" upgrade requests, newest first. */
export default function RequestsPage() {
  const id = useId();
  const [filter, setFilter] = useState<RequestFilter>('new');
  // Said here, not in the item: a request marked answered leaves the list of new ones.
  const [marked, setMarked] = useState('');
  const requests = useOperatorRequests(filter);
  const list = requests.data?.requests ?? [];
  return (
    <ConsoleSection
      title="Requests"
      intro="What people sent through the contact form and Billing’s “Contact us”, newest first."
    >
      <div className="max-w-xs">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id={id}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as RequestFilter);
            setMarked('');
          }}
          className={fieldClasses}
        >
          {FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={marked ? 'text-sm text-slate-800' : 'sr-only'}>
        {marked}
      </p>
      {requests.isPending ? (
        <StatusMessage>Loading the requests…</StatusMessage>
      ) : requests.isError ? (
        <StatusMessage tone="error">
          The requests could not be loaded. Please reload the page.
        </StatusMessage>
      ) : list.length === 0 ? (
        <StatusMessage>
          {filter === 'all' ? 'No requests yet.' : `No ${filter} requests.`}
        </StatusMessage>
      ) : (
        <ul aria-label="Requests" className="space-y-3">
          {list.map((request) => (
            <RequestItem key={request.id} request={request} onMarked={setMarked} />
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
