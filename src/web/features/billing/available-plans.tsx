import { StatusMessage } from '../../components/ui/status-message';
import { RequestError } from '../../components/request-error';
import { useCheckout } from './api/create-checkout-session';
import { usePlans } from './api/get-plans';
import { PlanCard } from './plan-card';

/** The Available Plans cards, with checkout where the server can take payment. */
export function AvailablePlans({ currentPlanId }: { currentPlanId: string }) {
  const plans = usePlans();
  const checkout = useCheckout();
  if (plans.isPending) return <StatusMessage>Loading the plans…</StatusMessage>;
  if (plans.isError)
    return (
      <StatusMessage tone="error">
        The plans could not be loaded. Please reload the page.
      </StatusMessage>
    );
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
        Available Plans
      </h2>
      {checkout.isError && (
        <RequestError
          error={checkout.error}
          fallback="Failed to process subscription change. Please try again."
          className="mt-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentPlanId}
            provider={plans.data.provider}
            upgrading={checkout.isPending && checkout.variables === plan.id}
            onUpgrade={(planId) => checkout.mutate(planId)}
          />
        ))}
      </ul>
    </section>
  );
}
