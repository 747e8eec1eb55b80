import { randomBytes } from 'node:crypto';

/** Stripe-shaped ids: a prefix and random characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export interface FakePrice {
  id: string;
  /** The product's name on invoice lines; default "Pro". */
  product_name?: string;
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: 'price';
        currency: string;
        unit_amount: number;
        recurring: { interval: string };
      };
    }>;
  };
}

const PERIOD_S = { month: 30 * 86_400, year: 365 * 86_400 };

export function newSubscription(
  customer: string,
  price: FakePrice,
  metadata: Record<string, string>,
) {
  const start = unixNow();
  const subscription: FakeSubscription = {
    id: stripeId('sub'),
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    created: start,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: start + PERIOD_S[price.interval],
          price: {
            id: price.id,
            object: 'price',
            currency: price.currency,
            unit_amount: price.unit_amount,
            recurring: { interval: price.interval },
          },
        },
      ],
    },
  };
  return subscription;
}

/** Moves a subscription on by one period, as Stripe does at renewal. */
export function renew(subscription: FakeSubscription, price: FakePrice) {
  const item = subscription.items.data[0]!;
  item.current_period_start = item.current_period_end;
  item.current_period_end = item.current_period_start + PERIOD_S[price.interval];
}

export function newInvoice(options: {
  baseUrl: string;
  subscription: FakeSubscription;
  price: FakePrice;
  paid: boolean;
  number: string;
}) {
  const { subscription, price, paid } = options;
  const id = stripeId('in');
  const item = subscription.items.data[0]!;
  return {
    id,
    object: 'invoice' as const,
    customer: subscription.customer,
    number: options.number,
    status: (paid ? 'paid' : 'open') as 'paid' | 'open',
    currency: price.currency,
    subtotal: price.unit_amount,
    total: price.unit_amount,
    total_excluding_tax: price.unit_amount,
    total_taxes: [] as Array<{ amount: number }>,
    amount_due: price.unit_amount,
    amount_paid: paid ? price.unit_amount : 0,
    created: unixNow(),
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    hosted_invoice_url: `${options.baseUrl}/invoices/${id}/pay`,
    invoice_pdf: `${options.baseUrl}/invoices/${id}/pdf`,
    lines: {
      object: 'list' as const,
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          description: `1 × ${price.product_name ?? 'Pro'} (at €${price.unit_amount / 100} / ${price.interval})`,
          amount: price.unit_amount,
        },
      ],
    },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id },
    },
  };
}
export type FakeInvoice = ReturnType<typeof newInvoice>;
