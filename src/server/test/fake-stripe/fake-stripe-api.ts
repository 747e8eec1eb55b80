import type { ServerResponse } from 'node:http';
import {
  formObject,
  formText,
  mergeForm,
  sendJson,
  stripeError,
  type FormObject,
} from './fake-stripe-http';
import type { FakeCheckoutSession, FakeStripeState } from './fake-stripe-state';
import { stripeId, unixNow } from './stripe-objects';

const missing = (res: ServerResponse, what: string, id: string) =>
  stripeError(res, 404, `No such ${what}: '${id}'`, 'resource_missing');

function createSession(state: FakeStripeState, form: FormObject, res: ServerResponse) {
  const price = formText(formObject(formObject(form, 'line_items'), '0'), 'price') ?? '';
  const customer = formText(form, 'customer') ?? '';
  if (formText(form, 'mode') !== 'subscription') {
    return stripeError(res, 400, 'This fake sells subscriptions only: mode must be subscription');
  }
  if (!state.priceOf(price)) return missing(res, 'price', price);
  if (!state.customers.has(customer)) return missing(res, 'customer', customer);
  for (const field of ['success_url', 'cancel_url']) {
    if (!formText(form, field)) return stripeError(res, 400, `Missing required param: ${field}.`);
  }
  const id = stripeId('cs_test');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    client_reference_id: formText(form, 'client_reference_id') ?? null,
    metadata: mergeForm({}, formObject(form, 'metadata')) as Record<string, string>,
    success_url: formText(form, 'success_url') ?? '',
    cancel_url: formText(form, 'cancel_url') ?? '',
    status: 'open',
    payment_status: 'unpaid',
    subscription: null,
    url: `${state.baseUrl}/checkout/${id}`,
    price,
  };
  state.sessions.set(id, session);
  return sendJson(res, 200, session);
}

/** Stripe's REST endpoints CoachForge calls, under /v1, already authenticated. */
export async function answerApi(
  state: FakeStripeState,
  method: string,
  parts: string[],
  form: FormObject,
  res: ServerResponse,
) {
  const [resource, id, sub] = parts;
  if (resource === 'customers' && method === 'POST' && !id) {
    const customer = mergeForm(
      { id: stripeId('cus'), object: 'customer', created: unixNow(), metadata: {} },
      form,
    ) as Record<string, unknown> & { id: string };
    state.customers.set(customer.id, customer);
    return sendJson(res, 200, customer);
  }
  if (resource === 'customers' && id && !sub) {
    const customer = state.customers.get(id);
    if (!customer) return missing(res, 'customer', id);
    if (method === 'POST') mergeForm(customer, form);
    return sendJson(res, 200, customer);
  }
  if (resource === 'checkout' && id === 'sessions' && method === 'POST' && !sub) {
    return createSession(state, form, res);
  }
  if (resource === 'checkout' && id === 'sessions' && method === 'GET' && sub) {
    const session = state.sessions.get(sub);
    return session ? sendJson(res, 200, session) : missing(res, 'checkout.session', sub);
  }
  if (resource === 'subscriptions' && id && !sub) {
    const subscription = state.subscriptions.get(id);
    if (!subscription) return missing(res, 'subscription', id);
    const cancel = formText(form, 'cancel_at_period_end');
    if (method === 'POST' && cancel !== undefined) {
      subscription.cancel_at_period_end = cancel === 'true';
      await state.send('customer.subscription.updated', subscription);
    }
    return sendJson(res, 200, subscription);
  }
  return stripeError(res, 404, `Unrecognized request URL (${method}: /v1/${parts.join('/')}).`);
}
