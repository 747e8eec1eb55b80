import type { CheckoutOutcome } from '../../../shared/schemas/billing';
import { errorSentence } from '../../lib/error-sentence';

/** What the return-from-checkout dialog says for what the server confirmed. */
export function checkoutReturnText(options: {
  outcome: CheckoutOutcome | undefined;
  error: unknown;
  waitedLong: boolean;
}) {
  const { outcome, error, waitedLong } = options;
  if (!outcome) {
    return {
      title: 'Payment not confirmed yet',
      description: errorSentence(
        error,
        'We could not check how your payment went just now. Reload this page in a moment to see your plan.',
      ),
      button: 'Close',
    };
  }
  const plan = outcome.plan_name;
  if (outcome.outcome === 'paid') {
    return {
      title: 'Payment Successful!',
      description: `Payment successful! Your subscription has been updated: you are on the ${plan} plan.`,
      button: 'Continue',
    };
  }
  if (outcome.outcome === 'pending') {
    return {
      title: 'Confirming your payment',
      description: waitedLong
        ? `Your payment for the ${plan} plan is still being confirmed. Your plan changes as soon as it is: reload this page in a few minutes to see it.`
        : `Your payment for the ${plan} plan is being confirmed. This usually takes a few seconds, and this message updates by itself.`,
      button: 'Close',
    };
  }
  return {
    title: 'Payment Cancelled',
    description: 'No payment was taken and your plan is unchanged.',
    button: 'Close',
  };
}
