import type { Subscription } from '../../../shared/schemas/billing';
import { UsageMeter } from './usage-meter';

const localTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Today's usage against the plan's limits (spec 02 §2 "Current Usage"). */
export function CurrentUsage({ subscription: s }: { subscription: Subscription }) {
  return (
    <section
      aria-labelledby="usage-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="usage-heading" className="text-lg font-semibold text-slate-900">
        Current Usage
      </h2>
      <div className="mt-4 space-y-4">
        <UsageMeter label="Agents created" used={s.usage_agents} limit={s.limits_agents} />
        <UsageMeter
          label="Chat requests today"
          used={s.usage_api_calls}
          limit={s.limits_api_calls}
        />
        <UsageMeter label="Voice minutes today" used={s.usage_voice} limit={s.limits_voice} />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Daily usage counts in UTC days and starts again at midnight UTC (
        {localTime(s.usage_resets_at)} your time).
      </p>
    </section>
  );
}
