import { z } from 'zod';
import {
  AGENT_LANGUAGES,
  AGENT_LIST_DEFAULT_LIMIT,
  AGENT_LIST_MAX_LIMIT,
  AGENT_MODES,
  AGENT_STATUSES,
  WIDGET_POSITIONS,
} from '../constants';

/** Query strings arrive as text; accept only plain non-negative integers. */
const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number of 0 or more`)
    .transform(Number);

export const AgentListQuerySchema = z.object({
  skip: wholeNumber('skip').default(0),
  limit: wholeNumber('limit')
    .pipe(z.number().min(1, 'limit must be at least 1'))
    .default(AGENT_LIST_DEFAULT_LIMIT)
    .transform((limit) => Math.min(limit, AGENT_LIST_MAX_LIMIT)),
});
export type AgentListQuery = z.infer<typeof AgentListQuerySchema>;

export const AgentIdParamsSchema = z.object({
  id: z.uuid({ message: 'Agent id must be a UUID' }),
});

export const AgentStatusSchema = z.enum(AGENT_STATUSES);
export const AgentModeSchema = z.enum(AGENT_MODES);
export const AgentLanguageSchema = z.enum(AGENT_LANGUAGES);
export const WidgetPositionSchema = z.enum(WIDGET_POSITIONS);

/**
 * An agent as the API returns it. `instruction` and `knowledge` are the owner's private
 * work: they are present only when the caller owns the agent.
 */
export const AgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  read_only: z.union([z.literal(0), z.literal(1)]),
  status: AgentStatusSchema,
  mode: AgentModeSchema,
  tools: z.array(z.string()),
  voice_enabled: z.boolean(),
  languages: z.array(AgentLanguageSchema),
  widget_display_name: z.string().nullable(),
  widget_position: WidgetPositionSchema,
  widget_allowed_domains: z.array(z.string()),
  instruction: z.string().optional(),
  knowledge: z.string().optional(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const AgentListSchema = z.array(AgentSchema);
