import { z } from 'zod';
import {
  AGENT_LANGUAGES,
  AGENT_LIMITS,
  AGENT_LIST_DEFAULT_LIMIT,
  AGENT_LIST_MAX_LIMIT,
  AGENT_MODES,
  AGENT_STATUSES,
  WIDGET_POSITIONS,
} from '../constants';
import { TOOL_IDS } from '../tool-catalogue';
import { isToolEntry } from '../tool-entries';

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

/** Whether `id` can name an agent at all: pages skip asking the API about any other. */
export const isAgentId = (id: string) => AgentIdParamsSchema.shape.id.safeParse(id).success;

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
  /** The creator's profile name; null until they set one (the web shows a neutral label). */
  owner: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  read_only: z.union([z.literal(0), z.literal(1)]),
  status: AgentStatusSchema,
  mode: AgentModeSchema,
  tools: z.array(z.string()),
  voice_enabled: z.boolean(),
  languages: z.array(AgentLanguageSchema),
  /** The agent's own language, one of `languages`: calls start in it unless the caller picks another. */
  primary_language: AgentLanguageSchema,
  widget_display_name: z.string().nullable(),
  widget_position: WidgetPositionSchema,
  widget_allowed_domains: z.array(z.string()),
  /** Whether the caller owns it: only owners see Edit and Delete. */
  is_owner: z.boolean(),
  /** Tools whose setup is saved (owner's single-agent answers only; for the builder's badges). */
  configured_tools: z.array(z.string()).optional(),
  instruction: z.string().optional(),
  knowledge: z.string().optional(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const AgentListSchema = z.array(AgentSchema);

const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** The agent form (spec 02 §3, §5): the same rules and messages in the browser and the API. */
const AgentFieldsSchema = z.object({
  name: requiredText('Agent name is required', AGENT_LIMITS.name),
  description: requiredText('Description is required', AGENT_LIMITS.description),
  instruction: requiredText('Instructions are required', AGENT_LIMITS.instruction),
  knowledge: requiredText('Knowledge base is required', AGENT_LIMITS.knowledge),
  icon: z.string().trim().max(AGENT_LIMITS.icon).nullable().optional(),
  status: AgentStatusSchema.default('inactive'),
  mode: AgentModeSchema.default('PRIVATE'),
  tools: z
    .array(
      z.string().refine(isToolEntry, {
        message: `Tools are ${TOOL_IDS.join(', ')}, mcp:<server id>/<tool name> or http:<tool id>`,
      }),
    )
    .max(AGENT_LIMITS.tools, `At most ${AGENT_LIMITS.tools} tools`)
    .default([])
    .transform((tools) => [...new Set(tools)]),
  voice_enabled: z.boolean().default(false),
  languages: z
    .array(AgentLanguageSchema)
    .min(1, 'Choose at least one language')
    .default(['en'])
    .transform((languages) => [...new Set(languages)]),
  /** One of `languages`; without it, the first of them. */
  primary_language: AgentLanguageSchema.optional(),
  widget_display_name: z.string().trim().max(AGENT_LIMITS.name).nullable().optional(),
  widget_position: WidgetPositionSchema.default('bottom-right'),
  widget_allowed_domains: z.array(z.string().trim().min(1).max(253)).max(50).default([]),
});

export const AgentInputSchema = AgentFieldsSchema.superRefine((agent, context) => {
  if (agent.primary_language && !agent.languages.includes(agent.primary_language)) {
    context.addIssue({
      code: 'custom',
      path: ['primary_language'],
      message: 'The primary language must be one of the supported languages',
    });
  }
}).transform((agent) => ({
  ...agent,
  primary_language: agent.primary_language ?? agent.languages[0] ?? 'en',
}));
export type AgentInput = z.infer<typeof AgentInputSchema>;

export const CloneAgentSchema = z.object({
  id: z.uuid({ message: 'Agent id must be a UUID' }),
  clone_agent_name: requiredText('Please enter a name for the cloned agent', AGENT_LIMITS.name),
});
export type CloneAgent = z.infer<typeof CloneAgentSchema>;
