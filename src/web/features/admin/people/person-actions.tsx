import type { Person } from '../../../../shared/schemas/admin-people';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { useChangePerson, type PersonChange } from '../api/people';

/** Disable or enable the account, make it an operator or take that back. */
export function PersonActions({ person }: { person: Person }) {
  const change = useChangePerson();
  const act = (next: PersonChange) => change.mutate({ id: person.id, change: next });
  const who = person.email;
  return (
    <div className="text-sm">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={person.disabled ? 'secondary' : 'danger'}
          disabled={change.isPending}
          aria-label={`${person.disabled ? 'Enable' : 'Disable'} ${who}`}
          onClick={() => act({ action: 'disable', body: { disabled: !person.disabled } })}
        >
          {person.disabled ? 'Enable' : 'Disable'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={change.isPending || person.operator_locked}
          aria-label={`${person.operator ? 'Take operator away' : 'Make operator'}: ${who}`}
          onClick={() => act({ action: 'operator', body: { operator: !person.operator } })}
        >
          {person.operator ? 'Take operator away' : 'Make operator'}
        </Button>
      </div>
      {person.operator_locked && (
        <p className="mt-1 text-slate-600">An operator through OPERATOR_EMAILS: change it there.</p>
      )}
      {change.isError && <RequestError error={change.error} fallback="The change was not made." />}
    </div>
  );
}
