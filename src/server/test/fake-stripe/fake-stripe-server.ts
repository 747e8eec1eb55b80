import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi } from './fake-stripe-api';
import { parseStripeForm, readBody, stripeError } from './fake-stripe-http';
import { answerPage } from './fake-stripe-pages';
import { FakeStripeState } from './fake-stripe-state';
import type { FakePrice } from './stripe-objects';

export type { SentEvent } from './fake-stripe-state';
export type { FakePrice } from './stripe-objects';

/**
 * A local Stripe for tests and e2e runs, on 127.0.0.1: the REST endpoints CoachForge calls
 * (form-encoded requests checked for `Authorization: Bearer <apiKey>`, JSON objects, Stripe's
 * error shape), the pages a browser sees (hosted checkout, invoice payment page, invoice PDF),
 * and webhook events signed with `webhookSecret` as Stripe signs them, POSTed in order to
 * `webhookUrl`. State lives in memory; the methods below play Stripe's side of a story.
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
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const parts = url.pathname.split('/').filter(Boolean);
    const answer = async () => {
      if (parts[0] === 'checkout' || parts[0] === 'invoices') {
        return answerPage(state, method, parts, res);
      }
      if (parts[0] !== 'v1') return stripeError(res, 404, `Unrecognized URL ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return stripeError(res, 401, 'Invalid API Key provided.');
      }
      const form = parseStripeForm(method === 'POST' ? await readBody(req) : url.search.slice(1));
      return answerApi(state, method, parts.slice(1), form, res);
    };
    answer().catch((error: unknown) =>
      stripeError(res, 500, `fake Stripe failed: ${String(error)}`, undefined, 'api_error'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Use as STRIPE_API_URL. */
    url: state.baseUrl,
    state,
    /** Every event sent, in order, with the status the webhook answered (0: not delivered). */
    events: state.events,
    /** Where events go; set it once the app listens. Unset: events are recorded, not sent. */
    setWebhookUrl: (url: string | undefined) => void (state.webhookUrl = url),
    /** Pays a checkout session: subscription, paid invoice, and their three events. */
    completeCheckout: (sessionId: string) => state.completeCheckout(sessionId),
    /** Ends the period: deleted if set to cancel, else renewed with a new paid invoice. */
    endPeriod: (subscriptionId: string) => state.endPeriod(subscriptionId),
    /** A renewal payment fails: past_due and an open invoice with its payment page. */
    failPayment: (subscriptionId: string) => state.failPayment(subscriptionId),
    /** Pays an open invoice, as its payment page does. */
    payInvoice: (invoiceId: string) => state.payInvoice(invoiceId),
    /** Sends any event about any object (e.g. an older copy, for out-of-order tests). */
    send: (type: string, object: object, created?: number) => state.send(type, object, created),
    /** Delivers a sent event again (a replay); `timestamp` signs it as of then. */
    resend: (eventId: string, opts?: { timestamp?: number }) => state.resend(eventId, opts),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
