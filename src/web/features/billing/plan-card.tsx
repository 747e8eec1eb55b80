import { Check } from 'lucide-react';
import type { PlanView } from '../../../shared/schemas/plans';
import { Button, ButtonLink } from '../../components/ui/button';
import { planPrice } from './plan-price';

interface PlanCardProps {
  plan: PlanView;
  current: boolean;
  provider: 'local' | 'stripe';
  onUpgrade(planId: string): void;
  upgrading: boolean;
}

/** The way to a plan: pay online, ask us, or nothing (the free plan or the current one). */
function PlanAction({ plan, current, provider, onUpgrade, upgrading }: PlanCardProps) {
  if (current) return <p className="font-medium text-brand-800">Your current plan</p>;
  if (plan.action === 'checkout') {
    return (
      <Button disabled={upgrading} onClick={() => onUpgrade(plan.id)} className="w-full">
        {upgrading ? 'Opening checkout…' : `Upgrade to ${plan.name}`}
      </Button>
    );
  }
  if (plan.action === 'none') return null;
  const subject = encodeURIComponent(`${plan.name} plan`);
  return (
    <>
      <ButtonLink
        to={`/contact?category=billing&subject=${subject}`}
        variant="secondary"
        className="w-full"
      >
        Contact us
      </ButtonLink>
      {provider === 'local' && plan.price !== null && (
        <p className="mt-2 text-sm text-slate-600">
          Online payment is not set up on this server: we switch your plan when you ask.
        </p>
      )}
    </>
  );
}

/** One of the Available Plans (spec 02 §9): price, what it includes, and how to get it. */
export function PlanCard(props: PlanCardProps) {
  const { plan, current } = props;
  return (
    <li
      aria-current={current || undefined}
      className={`flex flex-col rounded-lg border bg-white p-4 ${current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-1 text-slate-800">{planPrice(plan.price, plan.currency, plan.period)}</p>
      {plan.description && <p className="mt-2 text-sm text-slate-600">{plan.description}</p>}
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <PlanAction {...props} />
      </div>
    </li>
  );
}
