import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tables better-auth reads and writes (core schema plus the jwt plugin's keys), kept in
 * our own Drizzle schema so one migration history covers the whole database.
 */
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Set by the operator's disable-user command: no new sessions, existing ones revoked. */
  disabled: boolean('disabled').notNull().default(false),
  /** When its owner closed the account (it is disabled too); deleted 12 months later. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Runs this server: the console at /admin (OPERATOR_EMAILS also makes operators). */
  operator: boolean('operator').notNull().default(false),
  /** When the account last used the app or API; written at most every few minutes. */
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  createdAt,
  updatedAt,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt,
    updatedAt,
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt,
    updatedAt,
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt,
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** What a person keeps on /profile beyond the identity's name and e-mail. */
export const profile = pgTable('profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  company: text('company'),
  address: text('address'),
  city: text('city'),
  zipCode: text('zip_code'),
  country: text('country'),
  updatedAt,
});

/** The account's customer record at the payment provider ('local' when Stripe is off). */
export const billingCustomer = pgTable('billing_customer', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().$type<'local' | 'stripe'>(),
  customerId: text('customer_id').notNull().unique(),
  createdAt,
});

/** Generated server-wide values, such as the auth secret when none is configured. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt,
});
