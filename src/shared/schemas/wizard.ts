import { z } from 'zod';
import { WIZARD_CURRENCIES } from '../wizard-currency';
import { ChatMessageTextSchema, ClientMessageIdSchema } from './chat';

/** Spec 02 §3: how a step's answer is given. */
export const WIZARD_QUESTION_TYPES = ['options', 'freetext', 'int', 'float'] as const;

export const WIZARD_LIMITS = {
  /** A free-text answer: a paragraph or two. */
  answerChars: 2_000,
} as const;

export const WizardOptionSchema = z.object({ value: z.string(), text: z.string() });

export const WizardQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(WIZARD_QUESTION_TYPES),
  /** For `options`: what may be chosen. Empty for the other types. */
  options: z.array(WizardOptionSchema),
  /** What the coach is told while the founder is on this step. */
  instructions: z.string(),
  /** For numbers: the smallest and largest accepted, and what they count (EUR, people…). */
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
  /** A hint shown in an empty answer box. */
  placeholder: z.string().optional(),
  /** Words the plan searches the coach's knowledge by for this step (beyond the question). */
  keywords: z.string().optional(),
});
export type WizardQuestion = z.infer<typeof WizardQuestionSchema>;

export const WizardStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  question: WizardQuestionSchema,
});
export type WizardStep = z.infer<typeof WizardStepSchema>;

/** Spec 02 §3 "Wizard definition", with the coach the chat pane talks to. */
export const WizardDefinitionSchema = z.object({
  id: z.string(),
  title: z.string(),
  desc: z.string(),
  intro: z.string(),
  global_instructions: z.string(),
  final_instructions: z.string(),
  steps: z.array(WizardStepSchema).min(1),
  /** The coach behind the chat pane and the plan (the Business Setup Advisor). */
  agent_id: z.uuid(),
});
export type WizardDefinition = z.infer<typeof WizardDefinitionSchema>;

export const WizardSummarySchema = WizardDefinitionSchema.pick({
  id: true,
  title: true,
  desc: true,
}).extend({ steps_count: z.number().int() });
export const WizardListSchema = z.object({ wizards: z.array(WizardSummarySchema) });

/** An answer as stored: the chosen option's value, the text, or the parsed number. */
export const WizardAnswerValueSchema = z.union([z.string(), z.number()]);
export type WizardAnswerValue = z.infer<typeof WizardAnswerValueSchema>;

/** Spec 02 §3 "Wizard state" chat message. */
export const WizardMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type WizardMessage = z.infer<typeof WizardMessageSchema>;

export const WizardPlanSchema = z.object({
  markdown: z.string(),
  generated_at: z.iso.datetime({ offset: true }),
  /** 'offline', or 'provider/model'. */
  engine: z.string(),
  /** Steps whose answers changed after this plan was written: regenerate to include them. */
  stale_steps: z.array(z.string()),
});
export type WizardPlan = z.infer<typeof WizardPlanSchema>;

/** One run of a wizard, kept on the server: resumed after a reload or from another device. */
export const WizardSessionSchema = z.object({
  id: z.uuid(),
  wizard_id: z.string(),
  title: z.string(),
  /** By step id; a step without an answer is absent. */
  answers: z.record(z.string(), WizardAnswerValueSchema),
  /** Where the founder was; null before they start answering. */
  current_step: z.string().nullable(),
  /** The currency the run's amounts are in (ISO 4217): the founder's choice. */
  currency: z.string(),
  /** The chat pane's conversation with the coach, oldest first. */
  messages: z.array(WizardMessageSchema),
  plan: WizardPlanSchema.nullable(),
  /** Signed in: the founder's own run; false for a visitor's, held by its id alone. */
  owned: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type WizardSession = z.infer<typeof WizardSessionSchema>;

export const WizardSessionSummarySchema = WizardSessionSchema.pick({
  id: true,
  wizard_id: true,
  title: true,
  current_step: true,
  created_at: true,
  updated_at: true,
}).extend({
  answered: z.number().int(),
  steps_count: z.number().int(),
  has_plan: z.boolean(),
});
export type WizardSessionSummary = z.infer<typeof WizardSessionSummarySchema>;
export const WizardSessionListSchema = z.object({
  sessions: z.array(WizardSessionSummarySchema),
});

export const WizardCurrencySchema = z.enum(WIZARD_CURRENCIES, {
  message: `currency must be one of ${WIZARD_CURRENCIES.join(', ')}`,
});

/** Starting a run: the currency to count in, when the founder's device suggests one. */
export const WizardStartRequestSchema = z
  .object({ currency: WizardCurrencySchema.optional() })
  .nullish();

export const WizardSessionParamsSchema = z.object({
  session_id: z.uuid({ message: 'session_id must be a UUID' }),
});

/**
 * An answer as typed: numbers may be written "25,000", "€25k" or "1.5m"; the server parses
 * them by the step's type and refuses what is not a number rather than storing 0.
 */
export const WizardAnswerRequestSchema = z.object({
  answer: z
    .union([z.string().max(WIZARD_LIMITS.answerChars), z.number()])
    .refine((value) => typeof value === 'number' || value.trim().length > 0, {
      message: 'Type an answer first.',
    }),
  /** For an amount: the currency it is in, which becomes the whole run's. */
  currency: WizardCurrencySchema.optional(),
});

export const WizardProgressRequestSchema = z.object({
  current_step: z.string().min(1).max(100),
});

/**
 * The chat pane's message: the spec's POST /chat body, with the step the founder is on. With
 * `answered`, the message is the step's saved answer (worded by the server) and the coach
 * reacts to it: spec 02 §4, submitting an answer "stores it, asks the assistant".
 */
export const WizardChatRequestSchema = z
  .object({
    message: ChatMessageTextSchema.optional(),
    step_id: z.string().min(1).max(100),
    client_message_id: ClientMessageIdSchema.optional(),
    answered: z.literal(true).optional(),
  })
  .refine((body) => body.message !== undefined || body.answered, {
    message: 'Type a message first.',
    path: ['message'],
  });
export type WizardChatRequest = z.infer<typeof WizardChatRequestSchema>;
