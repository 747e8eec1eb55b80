import type { Person } from '../../../../shared/schemas/admin-people';
import { formatDate } from '../../../lib/format';
import { PlanSetter } from '../plan-setter';
import { PersonActions } from './person-actions';

const minutes = (seconds: number) => `${Math.round((seconds / 60) * 10) / 10} min`;

/** One account: who, plan, today's use, dates, and what an operator can change. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-all text-slate-900">
        {person.email}
        {person.operator && (
          <span className="ml-2 text-sm font-normal text-brand-800">Operator</span>
        )}
        {person.disabled && <span className="ml-2 text-sm font-normal text-red-700">Disabled</span>}
      </h3>
      {person.name && <p className="text-sm text-slate-700">{person.name}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
        <dt className="text-slate-600">Plan</dt>
        <dd>{person.plan.name}</dd>
        <dt className="text-slate-600">Today</dt>
        <dd>
          {person.usage_today.chat_requests} chat messages,{' '}
          {minutes(person.usage_today.voice_seconds)} of calls
        </dd>
        <dt className="text-slate-600">Joined</dt>
        <dd>{formatDate(person.created_at)}</dd>
        <dt className="text-slate-600">Last active</dt>
        <dd>{person.last_active_at ? formatDate(person.last_active_at) : 'Never'}</dd>
      </dl>
      <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <PlanSetter account={person} />
        <PersonActions person={person} />
      </div>
    </li>
  );
}
