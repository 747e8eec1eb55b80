import type { Subscription } from '../../../shared/schemas/billing';
import { formatDate } from '../../lib/format';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { planPrice } from './plan-price';
import { ResumeSubscriptionButton } from './resume-subscription-button';

/** Stripe's statuses in which a subscription still gives its plan. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/** What the subscription's state means for the person (spec 02 §4 "Subscription"). */
function StatusLine({ s }: { s: Subscription }) {
  const end = s.current_period_end ? formatDate(s.current_period_end) : '';
  if (s.status === 'free') return null;
  if (s.cancel_at_period_end) {
    return (
      <>
        <p className="font-medium text-amber-800">Subscription cancelled</p>
        {end && <p>End of the subscription: {end}</p>}
      </>
    );
  }
  if (s.status === 'active') return end ? <p>Next billing date: {end}</p> : null;
  return <p>Status: {s.status}</p>;
}

/** Plan, price, period and status, with Cancel Subscription while it can be cancelled. */
export function CurrentSubscription({ subscription: s }: { subscription: Subscription }) {
  const cancellable = s.status === 'active' && !s.cancel_at_period_end;
  const resumable = LIVE.has(s.status) && s.cancel_at_period_end;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
        Current Subscription
      </h2>
      <div className="mt-3 space-y-1 text-slate-800">
        <p className="text-xl font-semibold">{s.plan_name}</p>
        <p>{planPrice(s.price, s.currency, s.period)}</p>
        <StatusLine s={s} />
      </div>
      <div className="mt-4">
        <CancelSubscriptionButton periodEnd={s.current_period_end} cancellable={cancellable} />
        <ResumeSubscriptionButton periodEnd={s.current_period_end} resumable={resumable} />
      </div>
    </section>
  );
}
