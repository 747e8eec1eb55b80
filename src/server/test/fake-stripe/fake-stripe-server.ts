import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripeState, type FakeCheckoutSession } from './fake-stripe-state';
import { stripeId, type FakePrice } from './stripe-objects';

type Form = URLSearchParams;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
  json(res, status, { error: { type: 'invalid_request_error', message, code } });

async function readForm(req: IncomingMessage): Promise<Form> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** The metadata[...] keys of a form-encoded body as an object. */
const metadataOf = (form: Form) =>
  Object.fromEntries(
    [...form.entries()]
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

function createSession(state: FakeStripeState, form: Form, res: ServerResponse) {
  const price = form.get('line_items[0][price]') ?? '';
  const customer = form.get('customer') ?? '';
  if (form.get('mode') !== 'subscription')
    return stripeError(res, 400, 'mode must be subscription');
  if (!state.priceOf(price))
    return stripeError(res, 400, `No such price: '${price}'`, 'resource_missing');
  if (!state.customers.has(customer))
    return stripeError(res, 400, `No such customer: '${customer}'`, 'resource_missing');
  const id = stripeId('cs_test');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    client_reference_id: form.get('client_reference_id'),
    metadata: metadataOf(form),
    success_url: form.get('success_url') ?? '',
    cancel_url: form.get('cancel_url') ?? '',
    status: 'open',
    subscription: null,
    url: `${state.baseUrl}/checkout/${id}`,
    price,
  };
  state.sessions.set(id, session);
  return json(res, 200, session);
}

/** The hosted checkout page a browser is sent to: Pay completes it, Cancel goes back. */
function checkoutPage(session: FakeCheckoutSession, res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>
<main><h1>Pay CoachForge</h1><form method="post" action="/checkout/${session.id}/pay">
<button type="submit">Pay</button></form><a href="${session.cancel_url}">Cancel</a></main></body></html>`);
}

async function route(
  state: FakeStripeState,
  apiKey: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', state.baseUrl);
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'checkout') {
    const session = state.sessions.get(parts[1] ?? '');
    if (!session) return stripeError(res, 404, 'No such checkout session');
    if (req.method === 'GET') return checkoutPage(session, res);
    await state.completeCheckout(session.id);
    res.writeHead(303, {
      location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
    });
    return res.end();
  }
  if (req.headers.authorization !== `Bearer ${apiKey}`) {
    return stripeError(res, 401, 'Invalid API Key provided');
  }
  const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
  const [, resource, id, sub] = parts;
  if (resource === 'customers' && req.method === 'POST') {
    if (!id) {
      const customer = {
        id: stripeId('cus'),
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: metadataOf(form),
      };
      state.customers.set(customer.id, customer);
      return json(res, 200, customer);
    }
    const customer = state.customers.get(id);
    if (!customer) return stripeError(res, 404, `No such customer: '${id}'`, 'resource_missing');
    for (const [key, value] of form.entries()) customer[key] = value;
    return json(res, 200, customer);
  }
  if (resource === 'checkout' && id === 'sessions' && req.method === 'POST' && !sub) {
    return createSession(state, form, res);
  }
  if (resource === 'subscriptions' && id) {
    const subscription = state.subscriptions.get(id);
    if (!subscription)
      return stripeError(res, 404, `No such subscription: '${id}'`, 'resource_missing');
    if (req.method === 'POST' && form.has('cancel_at_period_end')) {
      subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      await state.send('customer.subscription.updated', subscription);
    }
    return json(res, 200, subscription);
  }
  return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
}

/**
 * A local Stripe for tests: the REST endpoints CoachForge calls, in Stripe's wire format
 * (form-encoded requests, JSON objects, Stripe's error shape), a hosted checkout page, and
 * webhook events signed as Stripe signs them.
 */
export async function startFakeStripe(options: {
  apiKey: string;
  webhookSecret: string;
  prices: FakePrice[];
  webhookUrl?: string;
}) {
  const state = new FakeStripeState(options.prices, options.webhookSecret);
  state.webhookUrl = options.webhookUrl;
  const server = createServer((req, res) => {
    route(state, options.apiKey, req, res).catch((error: unknown) =>
      stripeError(res, 500, `fake Stripe failed: ${String(error)}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.baseUrl,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
