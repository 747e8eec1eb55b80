import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/form-field';
import { StatusMessage } from '../../../components/ui/status-message';
import { usePeople } from '../api/people';
import { ConsoleSection } from '../console-section';
import { PeoplePager } from './people-pager';
import { PersonCard } from './person-card';

/** /admin/people: the accounts, newest first, found by e-mail or name. */
export default function PeoplePage() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const people = usePeople(query.q, query.page);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ q: typed, page: 1 });
  };
  return (
    <ConsoleSection
      title="People"
      intro="Accounts with their plan and today’s use: set a plan, disable an account, make an operator."
    >
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            E-mail or name
          </label>
          <input
            id={id}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={fieldClasses}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> Search
        </Button>
      </form>
      {people.isPending ? (
        <StatusMessage>Loading the accounts…</StatusMessage>
      ) : people.isError ? (
        <StatusMessage tone="error">
          The accounts could not be loaded. Please reload the page.
        </StatusMessage>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {people.data.total === 0
              ? query.q
                ? `No account matches “${query.q}”.`
                : 'No accounts yet.'
              : `${people.data.total} ${people.data.total === 1 ? 'account' : 'accounts'}${query.q ? ` match “${query.q}”` : ''}.`}
          </p>
          <ul aria-label="Accounts" className="space-y-3">
            {people.data.people.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
          <PeoplePager
            page={query.page}
            total={people.data.total}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
          />
        </>
      )}
    </ConsoleSection>
  );
}
