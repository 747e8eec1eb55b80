import Stripe from 'stripe';
import {
  newInvoice,
  newSubscription,
  renew,
  stripeId,
  unixNow,
  type FakeInvoice,
  type FakePrice,
  type FakeSubscription,
} from './stripe-objects';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  subscription: string | null;
  url: string;
  price: string;
}

export interface SentEvent {
  id: string;
  type: string;
  created: number;
  body: string;
  status: number;
}

const signer = new Stripe('sk_test_signer');

/**
 * What the fake Stripe holds and does, apart from HTTP: customers, checkout sessions,
 * subscriptions and invoices, and the signed webhook events it sends about them, in order.
 */
export class FakeStripeState {
  readonly customers = new Map<string, Record<string, unknown> & { id: string }>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly events: SentEvent[] = [];
  webhookUrl: string | undefined;
  baseUrl = '';
  private invoiceCount = 0;

  constructor(
    readonly prices: FakePrice[],
    private readonly webhookSecret: string,
  ) {}

  priceOf(id: string) {
    return this.prices.find((price) => price.id === id);
  }

  /** Signs and POSTs an event to the webhook URL, as Stripe does; remembers the answer. */
  async send(type: string, object: object, created = unixNow()) {
    const id = stripeId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      livemode: false,
      data: { object },
    });
    const sent: SentEvent = { id, type, created, body, status: 0 };
    this.events.push(sent);
    await this.deliver(sent);
    return sent;
  }

  /** Delivers an event again, byte for byte with a fresh signature (Stripe's retries). */
  async deliver(sent: SentEvent, timestamp?: number) {
    if (!this.webhookUrl) return;
    const header = signer.webhooks.generateTestHeaderString({
      payload: sent.body,
      secret: this.webhookSecret,
      timestamp,
    });
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: sent.body,
    });
    sent.status = res.status;
    await res.arrayBuffer();
  }

  private invoiceFor(subscription: FakeSubscription, paid: boolean) {
    const price = this.priceOf(subscription.items.data[0]!.price.id)!;
    const number = `FAKE-${String(++this.invoiceCount).padStart(4, '0')}`;
    const invoice = newInvoice({ baseUrl: this.baseUrl, subscription, price, paid, number });
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Delivers a sent event again by id (a replay); `timestamp` signs it as of then. */
  async resend(eventId: string, options: { timestamp?: number } = {}) {
    const sent = this.events.find((event) => event.id === eventId);
    if (!sent) throw new Error(`the fake Stripe sent no event ${eventId}`);
    await this.deliver(sent, options.timestamp);
    return sent;
  }

  /** The customer paid on the hosted page: subscription, paid invoice, and their events. */
  async completeCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open session ${sessionId}`);
    const subscription = newSubscription(
      session.customer,
      this.priceOf(session.price)!,
      session.metadata,
    );
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    });
    await this.send('checkout.session.completed', session);
    await this.send('customer.subscription.created', subscription);
    await this.send('invoice.paid', this.invoiceFor(subscription, true));
    return subscription;
  }

  /** The period ends: a subscription set to cancel is deleted, any other renews and is paid. */
  async endPeriod(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId)!;
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      return this.send('customer.subscription.deleted', subscription);
    }
    renew(subscription, this.priceOf(subscription.items.data[0]!.price.id)!);
    await this.send('customer.subscription.updated', subscription);
    return this.send('invoice.paid', this.invoiceFor(subscription, true));
  }

  /** The customer paid an open invoice on its hosted page: paid, and the subscription active. */
  async payInvoice(invoiceId: string) {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    if (invoice.status === 'paid') return undefined;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.total });
    const subscription = this.subscriptions.get(invoice.parent.subscription_details.subscription);
    if (subscription && subscription.status !== 'active') {
      subscription.status = 'active';
      await this.send('customer.subscription.updated', subscription);
    }
    return this.send('invoice.paid', invoice);
  }

  /** A renewal payment fails: past_due, and an open invoice the customer can pay. */
  async failPayment(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = 'past_due';
    await this.send('customer.subscription.updated', subscription);
    return this.send('invoice.payment_failed', this.invoiceFor(subscription, false));
  }
}
