import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WizardAnswerValue, WizardStep } from '../../shared/schemas/wizard';
import { user } from './auth-schema';

/** What a wizard is, as data: its texts, its steps and the coach behind its chat and plan. */
export interface WizardContent {
  title: string;
  desc: string;
  intro: string;
  global_instructions: string;
  final_instructions: string;
  steps: WizardStep[];
}

/** Wizard definitions (spec 02 §3). The built-in ones are seeded and updated by `version`. */
export const wizards = pgTable('wizards', {
  id: text('id').primaryKey(),
  /** Raised when the seeded text changes, so a restart brings installs up to date. */
  version: integer('version').notNull(),
  /** The seed key of the coach the chat pane talks to and the plan draws on. */
  agentSeedKey: text('agent_seed_key').notNull(),
  content: jsonb('content').notNull().$type<WizardContent>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan as written, with the answers it was written from (to tell which became stale). */
export interface StoredPlan {
  markdown: string;
  generatedAt: string;
  engine: string;
  answers: Record<string, WizardAnswerValue>;
  /** The currency its amounts are in; absent on plans written before runs had one (euros). */
  currency?: string;
}

/**
 * One run of a wizard: answers autosaved as they are given, where the founder was, and the
 * generated plan. A visitor's run has no owner and is held by its id alone.
 */
export const wizardSessions = pgTable(
  'wizard_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    wizardId: text('wizard_id')
      .notNull()
      .references(() => wizards.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull().default({}).$type<Record<string, WizardAnswerValue>>(),
    currentStep: text('current_step'),
    /** The currency the founder counts in (ISO 4217), for every amount of the run. */
    currency: text('currency').notNull().default('EUR'),
    plan: jsonb('plan').$type<StoredPlan>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wizard_sessions_owner_idx').on(table.ownerId, table.updatedAt),
    // The retention sweep finds visitors' runs nobody touched for a while.
    index('wizard_sessions_updated_idx').on(table.updatedAt),
  ],
);
