import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '../../shared/schemas/invoices';
import { user } from './auth-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The account's paid plan. No row means the default (free) plan. With Stripe the row mirrors
 * Stripe's subscription as its webhooks tell it; with the local provider an operator sets it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** Stripe's vocabulary: active, trialing, past_due, canceled, incomplete, unpaid, ... */
    status: text('status').notNull(),
    provider: text('provider').notNull().$type<'local' | 'stripe'>(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the newest applied Stripe event was created: older events arriving late are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    updatedAt,
  },
  (table) => [check('subscriptions_provider_check', sql`${table.provider} in ('local', 'stripe')`)],
);

/**
 * What an account used of a daily limit, one row per account, metric and UTC day. Increments
 * are single conditional upserts, so concurrent requests never exceed the limit nor lose a count.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'chat_requests' or 'voice_seconds'. */
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.metric, table.day] }),
    check('usage_counters_used_check', sql`${table.used} >= 0`),
  ],
);

/** Stripe events already applied, by id: a replayed delivery changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When Stripe created the event. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invoice of the account: issued by the local provider (numbered here, PDF rendered here)
 * or copied from Stripe's invoice events (number, PDF and payment page are Stripe's).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Null once a closed account is deleted: issued invoices are kept (tax records). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull().$type<'local' | 'stripe'>(),
    providerInvoiceId: text('provider_invoice_id').unique(),
    number: text('number'),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    /** Amounts in minor units (cents). */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    /** paid, pending, failed or void. */
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Stripe's PDF; null for local invoices, whose PDF is rendered on request. */
    pdfUrl: text('pdf_url'),
    paymentUrl: text('payment_url'),
    /** A local invoice's seller, buyer and lines as issued: later edits do not change it. */
    document: jsonb('document').$type<InvoiceDocument>(),
    /** A local invoice's pay-by date; null for Stripe's (Stripe collects them). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When the operator recorded the payment of a local invoice. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('invoices_user_idx').on(table.userId, table.createdAt),
    check('invoices_status_check', sql`${table.status} in ('paid', 'pending', 'failed', 'void')`),
  ],
);

/**
 * A checkout this server opened for an account. Its id travels in the return address, so
 * the Billing page can ask how that checkout went: only its account may ask.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().$type<'local' | 'stripe'>(),
    /** The provider's id, e.g. Stripe's cs_…; null until the provider answered. */
    providerSessionId: text('provider_session_id').unique(),
    planId: text('plan_id').notNull(),
    createdAt,
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The next local invoice number per series (one series per year). Taken in the transaction
 * that writes the invoice, so a rolled-back invoice leaves no gap (a sequence would).
 */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  next: integer('next').notNull().default(1),
});

/** What goes on the account's invoices (spec 02 §3 "Billing info"). */
export const billingInfo = pgTable('billing_info', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  fiscalNumber: text('fiscal_number').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  updatedAt,
});
