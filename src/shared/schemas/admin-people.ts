import { z } from 'zod';

/** An account as the console's People page lists it. */
export const PersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  /** Today's (UTC) counted use against the plan. */
  usage_today: z.object({ chat_requests: z.number(), voice_seconds: z.number() }),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  disabled: z.boolean(),
  operator: z.boolean(),
  /** Set when OPERATOR_EMAILS names the account: the console cannot revoke it. */
  operator_locked: z.boolean(),
});
export const PeopleListSchema = z.object({
  people: z.array(PersonSchema),
  total: z.number(),
});
export const PeopleQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type Person = z.infer<typeof PersonSchema>;

/** A contact, quote or "Contact us" upgrade request, as the Requests page lists it. */
export const OperatorRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(['info', 'quote']),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  category: z.string().nullable(),
  company: z.string().nullable(),
  plan: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(['new', 'answered']),
  /** The signed-in account that sent it, with its plan now; null when sent signed out. */
  account: z
    .object({
      id: z.string(),
      email: z.string(),
      plan: z.object({ id: z.string(), name: z.string() }),
    })
    .nullable(),
});
export const OperatorRequestsSchema = z.object({ requests: z.array(OperatorRequestSchema) });
export type OperatorRequest = z.infer<typeof OperatorRequestSchema>;

/** The server's health in sentences, one per part. */
export const ConsoleHealthSchema = z.object({
  checks: z.array(
    z.object({
      part: z.enum(['database', 'redis', 'model', 'speech', 'mail', 'payments', 'disk']),
      ok: z.boolean(),
      sentence: z.string(),
    }),
  ),
});

/** The operator log, newest first. */
export const OperatorLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      actor: z.string(),
      action: z.string(),
      detail: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
