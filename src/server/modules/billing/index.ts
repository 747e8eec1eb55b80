/**
 * Plans, subscriptions, invoices, the payment provider, and usage counted against plans.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { billingModule, billingServices } from './billing-module';
export { type BillingServices } from './billing-services';
export { recordInvoicePayment } from './invoices/record-invoice-payment';
export { setLocalPlan } from './local-plans';
export { createPlanCatalogue, type PlanCatalogue } from './plan-catalogue';
export {
  currentPlanOf,
  readSubscription,
  subscriptionGivesPlan,
  type SubscriptionRow,
} from './subscription-store';
export { billedAccountFor } from './usage/billed-account';
export { upgradeSentence } from './usage/limit-messages';
export { usageDayOf } from './usage/usage-day';
export { type UsageMeter, type UsageServed } from './usage/usage-meter';
