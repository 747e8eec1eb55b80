import type { OperatorRequest } from '../../../../shared/schemas/admin-people';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { formatDate } from '../../../lib/format';
import { usePlanChoices } from '../api/plans';
import { useSetRequestStatus } from '../api/requests';
import { PlanSetter } from '../plan-setter';
import { suggestedPlan } from './suggested-plan';

const KIND_LABELS: Record<OperatorRequest['kind'], string> = {
  info: 'Contact request',
  quote: 'Quote request',
};

/** One request: who sent it, what they asked, its status, and their account when signed in. */
export function RequestItem({
  request,
  onMarked,
}: {
  request: OperatorRequest;
  /** Told once the status changed: the item may leave the list it was in. */
  onMarked(sentence: string): void;
}) {
  const plans = usePlanChoices();
  const status = useSetRequestStatus();
  const next = request.status === 'new' ? 'answered' : 'new';
  const details = [request.category, request.company, request.plan && `Plan: ${request.plan}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-words text-slate-900">
        {request.subject ?? KIND_LABELS[request.kind]}
      </h3>
      <p className="text-sm text-slate-700">
        {KIND_LABELS[request.kind]} from {request.name} &lt;{request.email}&gt;,{' '}
        {formatDate(request.created_at)} ·{' '}
        <span className={request.status === 'new' ? 'font-medium text-brand-800' : ''}>
          {request.status === 'new' ? 'New' : 'Answered'}
        </span>
      </p>
      {details && <p className="text-sm text-slate-700">{details}</p>}
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{request.message}</p>
      {request.account && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <p className="text-sm text-slate-700">
            Sent signed in as {request.account.email}, on {request.account.plan.name}.
          </p>
          <div className="mt-2">
            <PlanSetter
              account={request.account}
              suggested={suggestedPlan(request, plans.data?.plans ?? [])}
            />
          </div>
        </div>
      )}
      <div className="mt-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={status.isPending}
          onClick={() =>
            status.mutate(
              { id: request.id, status: next },
              {
                onSuccess: () =>
                  onMarked(
                    `${request.name}’s request is marked ${next === 'new' ? 'new' : 'answered'}.`,
                  ),
              },
            )
          }
        >
          {next === 'answered' ? 'Mark answered' : 'Mark as new'}
        </Button>
        {status.isError && (
          <RequestError error={status.error} fallback="The status could not be changed." />
        )}
      </div>
    </li>
  );
}
