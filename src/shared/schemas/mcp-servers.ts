import { z } from 'zod';
import { CLIENT_SET_HEADERS, HEADER_NAME, isOneLineHeaderValue } from '../http-headers';
import { MCP_SERVER_ID_PATTERN } from '../tool-entries';
import { McpToolChoiceSchema } from './mcp-tools';

export const MCP_TRANSPORTS = ['streamable-http', 'sse'] as const;

/** Where a server is listed, and so where it is changed. */
export const MCP_SERVER_SOURCES = ['config', 'console'] as const;

/** An MCP server as the console shows it: never the values of its headers. */
export const McpServerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  transport: z.enum(MCP_TRANSPORTS),
  /** The names of the headers sent with each request; their values stay on the server. */
  header_names: z.array(z.string()),
  timeout_ms: z.number(),
  enabled: z.boolean(),
  /** 'config': MCP_SERVERS (read-only here); 'console': added by an operator in the console. */
  source: z.enum(MCP_SERVER_SOURCES),
  /** Who last changed a console server, and when; null for MCP_SERVERS's. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type McpServerView = z.infer<typeof McpServerViewSchema>;

export const McpServerListSchema = z.object({
  servers: z.array(McpServerViewSchema),
});
export type McpServerList = z.infer<typeof McpServerListSchema>;

const ID_MESSAGE = 'An id is letters, digits, _ and - only (at most 64)';

export const McpServerIdParamsSchema = z.object({
  id: z.string().regex(MCP_SERVER_ID_PATTERN, ID_MESSAGE),
});

/** Headers the MCP client sets itself (or that would break the request): never the operator's. */
const RESERVED_HEADERS = new Set([
  ...CLIENT_SET_HEADERS,
  'accept',
  'last-event-id',
  'mcp-session-id',
  'mcp-protocol-version',
]);

export const McpHeaderNameSchema = z
  .string()
  .regex(HEADER_NAME, 'A header name is letters, digits and - only')
  .refine(
    (name) => !RESERVED_HEADERS.has(name.toLowerCase()),
    'The MCP client sets this header itself',
  );

export const McpHeaderValueSchema = z
  .string()
  .min(1, 'Give the header a value')
  .max(4_000, 'A header value is at most 4 000 characters')
  .refine(isOneLineHeaderValue, 'A header value is one line');

const MAX_HEADERS = 20;

/** Two names that differ only in case are one HTTP header. */
function distinctHeaderNames(headers: Record<string, unknown>, context: z.RefinementCtx) {
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  if (new Set(names).size !== names.length) {
    context.addIssue({ code: 'custom', path: ['headers'], message: 'Two headers have one name' });
  }
  if (names.length > MAX_HEADERS) {
    context.addIssue({
      code: 'custom',
      path: ['headers'],
      message: `At most ${MAX_HEADERS} headers`,
    });
  }
}

const serverFields = {
  name: z.string().trim().min(1, 'Give the server a name').max(80, 'At most 80 characters'),
  url: z
    .url({ protocol: /^https?$/, message: 'An http:// or https:// address' })
    .max(2_000, 'At most 2 000 characters'),
  transport: z.enum(MCP_TRANSPORTS).default('streamable-http'),
  /** How long one call (or one listing) may take before it fails alone. */
  timeout_ms: z.number().int().min(500).max(300_000).default(15_000),
};

/** A server the operator adds in the console. */
export const McpServerCreateSchema = z
  .object({
    /** Agents name the server by it ('mcp:<id>/<tool>'): it cannot be changed later. */
    id: z.string().regex(MCP_SERVER_ID_PATTERN, ID_MESSAGE),
    ...serverFields,
    headers: z.record(McpHeaderNameSchema, McpHeaderValueSchema).default({}),
    enabled: z.boolean().default(true),
  })
  .superRefine((input, context) => distinctHeaderNames(input.headers, context));
export type McpServerCreate = z.input<typeof McpServerCreateSchema>;

/**
 * A console server changed. `headers`: a value replaces that header's, null removes it, a name
 * left out keeps what is stored (the console never has the value to send back).
 */
export const McpServerUpdateSchema = z
  .object({
    ...serverFields,
    headers: z.record(McpHeaderNameSchema, McpHeaderValueSchema.nullable()).default({}),
    enabled: z.boolean().optional(),
  })
  .superRefine((input, context) => distinctHeaderNames(input.headers, context));
export type McpServerUpdate = z.input<typeof McpServerUpdateSchema>;

export const McpServerEnabledSchema = z.object({ enabled: z.boolean() });

/** A server's tools, listed afresh, or the sentence saying why they could not be. */
export const McpServerTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  tools: z.array(McpToolChoiceSchema),
});
export type McpServerTest = z.infer<typeof McpServerTestSchema>;
