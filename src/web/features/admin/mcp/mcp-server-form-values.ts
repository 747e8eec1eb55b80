import { z } from 'zod';
import {
  McpHeaderNameSchema,
  McpHeaderValueSchema,
  MCP_TRANSPORTS,
  type McpServerCreate,
  type McpServerUpdate,
  type McpServerView,
} from '../../../../shared/schemas/mcp-servers';
import { MCP_SERVER_ID_PATTERN } from '../../../../shared/tool-entries';

export const TRANSPORT_LABELS = {
  'streamable-http': 'Streamable HTTP',
  sse: 'SSE (older servers)',
} as const;

/** One header row: `stored` when the server holds a value for it (never sent back). */
const HeaderRowSchema = z.object({ name: z.string(), value: z.string(), stored: z.boolean() });
export type HeaderRow = z.infer<typeof HeaderRowSchema>;

/** What the form holds: text as typed; a stored header's value is empty unless replaced. */
export const McpServerFormSchema = z
  .object({
    id: z.string().regex(MCP_SERVER_ID_PATTERN, 'Letters, digits, _ and - only (at most 64)'),
    name: z.string().trim().min(1, 'Give the server a name').max(80, 'At most 80 characters'),
    url: z.url({ protocol: /^https?$/, message: 'An http:// or https:// address' }),
    transport: z.enum(MCP_TRANSPORTS),
    timeout_seconds: z.coerce
      .number({ message: 'Give the timeout in seconds' })
      .min(0.5, 'The timeout is at least 0.5 seconds')
      .max(300, 'The timeout is at most 300 seconds'),
    headers: z.array(HeaderRowSchema),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.headers.forEach((row, index) => {
      const name = McpHeaderNameSchema.safeParse(row.name);
      if (!name.success) {
        const message = name.error.issues[0]?.message ?? 'Not a header name';
        context.addIssue({ code: 'custom', path: ['headers', index, 'name'], message });
      } else if (seen.has(row.name.toLowerCase())) {
        const message = 'Another row has this name';
        context.addIssue({ code: 'custom', path: ['headers', index, 'name'], message });
      }
      seen.add(row.name.toLowerCase());
      // A stored value is kept when the field is left empty.
      if (row.stored && row.value === '') return;
      const value = McpHeaderValueSchema.safeParse(row.value);
      if (!value.success) {
        const message = value.error.issues[0]?.message ?? 'Not a header value';
        context.addIssue({ code: 'custom', path: ['headers', index, 'value'], message });
      }
    });
  });
export type McpServerFormInput = z.input<typeof McpServerFormSchema>;
export type McpServerFormValues = z.output<typeof McpServerFormSchema>;

export const emptyServerForm = (): McpServerFormInput => ({
  id: '',
  name: '',
  url: '',
  transport: 'streamable-http',
  timeout_seconds: 15,
  headers: [],
});

/** A console server in the form: its headers by name, their values left empty. */
export const toServerFormValues = (server: McpServerView): McpServerFormInput => ({
  id: server.id,
  name: server.name,
  url: server.url,
  transport: server.transport,
  timeout_seconds: server.timeout_ms / 1000,
  headers: server.header_names.map((name) => ({ name, value: '', stored: true })),
});

const timeoutMs = (values: McpServerFormValues) => Math.round(values.timeout_seconds * 1000);

export function toCreateInput(values: McpServerFormValues): McpServerCreate {
  return {
    id: values.id,
    name: values.name,
    url: values.url,
    transport: values.transport,
    timeout_ms: timeoutMs(values),
    headers: Object.fromEntries(values.headers.map((row) => [row.name, row.value])),
  };
}

/**
 * What saving a change sends: a header typed anew is replaced, a stored one left empty is
 * kept (left out), and a stored one whose row was removed is removed (null).
 */
export function toUpdateInput(values: McpServerFormValues, server: McpServerView): McpServerUpdate {
  const headers: Record<string, string | null> = {};
  const kept = new Set(values.headers.map((row) => row.name.toLowerCase()));
  for (const name of server.header_names) {
    if (!kept.has(name.toLowerCase())) headers[name] = null;
  }
  for (const row of values.headers) {
    if (!(row.stored && row.value === '')) headers[row.name] = row.value;
  }
  return {
    name: values.name,
    url: values.url,
    transport: values.transport,
    timeout_ms: timeoutMs(values),
    headers,
  };
}
