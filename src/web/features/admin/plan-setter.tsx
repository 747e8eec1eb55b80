import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldClasses } from '../../components/ui/form-field';
import { RequestError } from '../../components/request-error';
import { usePlanChoices } from './api/plans';
import { useChangePerson } from './api/people';

interface PlanSetterProps {
  account: { id: string; email: string; plan: { id: string; name: string } };
  /** The plan the select starts on (a request's asked-for plan); else the account's own. */
  suggested?: string;
}

/** A plan for an account, chosen and set in one click; the change is said where it was made. */
export function PlanSetter({ account, suggested }: PlanSetterProps) {
  const id = useId();
  const plans = usePlanChoices();
  const change = useChangePerson();
  const [picked, setPicked] = useState<string>();
  // Until the operator picks, the suggestion (known once the plans load) or the plan now.
  const chosen = picked ?? suggested ?? account.plan.id;
  const choices = plans.data?.plans ?? [];
  const chosenName = choices.find((plan) => plan.id === chosen)?.name ?? chosen;
  const set = () =>
    change.mutate({ id: account.id, change: { action: 'plan', body: { plan: chosen } } });
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        Plan for {account.email}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <select
          id={id}
          value={chosen}
          onChange={(event) => setPicked(event.target.value)}
          className={`${fieldClasses} mt-0 w-auto`}
        >
          {choices.length === 0 && <option value={chosen}>{account.plan.name}</option>}
          {choices.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={set} disabled={change.isPending || chosen === account.plan.id}>
          {change.isPending ? 'Setting…' : 'Set plan'}
        </Button>
      </div>
      <p role="status" className="mt-1 text-slate-700">
        {change.isSuccess && `${account.email} is on ${chosenName} now.`}
      </p>
      {change.isError && (
        <RequestError error={change.error} fallback="The plan could not be set." />
      )}
    </div>
  );
}
