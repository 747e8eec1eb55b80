import { z } from 'zod';

export const HTTP_TOOL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpToolMethod = (typeof HTTP_TOOL_METHODS)[number];

/** An OpenAPI document's size limit, in characters (JSON or YAML, pasted or read from a file). */
export const OPENAPI_DOCUMENT_MAX_CHARS = 500_000;
/** Operations made into tools at once. */
export const OPENAPI_OPERATIONS_MAX = 30;

/** The model calls the tool by this name: letters, digits and '_', starting with a letter. */
export const HttpToolNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,47}$/, {
    message: 'Use 1 to 48 letters, digits or "_", starting with a letter.',
  });

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

/** An auth header to send with every call; its value is write-only. */
export const HttpToolAuthHeaderSchema = z.object({
  name: z.string().trim().regex(HEADER_NAME, { message: 'Not a valid header name.' }),
  value: z
    .string()
    .min(1)
    .max(4000)
    .regex(/^[^\r\n\0]*$/, { message: 'A header value cannot hold line breaks.' }),
});

const UrlSchema = z.string().trim().min(1).max(2000);
const DescriptionSchema = z.string().trim().min(1).max(1000);

/** One endpoint described by hand: its URL template ({name} in the path) and a JSON schema. */
export const HttpEndpointToolInputSchema = z.object({
  name: HttpToolNameSchema,
  description: DescriptionSchema,
  method: z.enum(HTTP_TOOL_METHODS),
  url: UrlSchema,
  input_schema: z.record(z.string(), z.unknown()),
  auth_header: HttpToolAuthHeaderSchema.nullish(),
});
export type HttpEndpointToolInput = z.infer<typeof HttpEndpointToolInputSchema>;

/** Changes to a tool; `auth_header` left out keeps the current one, null removes it. */
export const HttpToolUpdateSchema = z.object({
  name: HttpToolNameSchema,
  description: DescriptionSchema,
  url: UrlSchema,
  auth_header: HttpToolAuthHeaderSchema.nullish(),
});
export type HttpToolUpdate = z.infer<typeof HttpToolUpdateSchema>;

export const HttpToolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  method: z.enum(HTTP_TOOL_METHODS),
  url: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
  /** The header's name only: its value never leaves the server. */
  auth_header: z.object({ name: z.string() }).nullable(),
  /** What an agent's `tools` list holds when this tool is on: 'http:<id>'. */
  entry: z.string(),
  created_at: z.string(),
});
export type HttpTool = z.infer<typeof HttpToolSchema>;

export const HttpToolListSchema = z.object({ tools: z.array(HttpToolSchema) });
export type HttpToolList = z.infer<typeof HttpToolListSchema>;

export const OpenApiDocumentInputSchema = z.object({
  document: z.string().min(1).max(OPENAPI_DOCUMENT_MAX_CHARS),
  /** Used when the document names no absolute server URL, or to call another one. */
  base_url: UrlSchema.optional(),
});
export type OpenApiDocumentInput = z.infer<typeof OpenApiDocumentInputSchema>;

/** One operation of a document, as the owner chooses among them. */
export const OpenApiOperationSchema = z.object({
  /** 'GET /pets/{id}': what the owner sends back to choose it. */
  key: z.string(),
  name: z.string(),
  method: z.string(),
  path: z.string(),
  description: z.string(),
  /** Why it cannot become a tool (no JSON body, no server URL…); null when it can. */
  problem: z.string().nullable(),
});
export type OpenApiOperation = z.infer<typeof OpenApiOperationSchema>;

export const OpenApiOperationListSchema = z.object({
  title: z.string(),
  operations: z.array(OpenApiOperationSchema),
});
export type OpenApiOperationList = z.infer<typeof OpenApiOperationListSchema>;

export const OpenApiToolsInputSchema = OpenApiDocumentInputSchema.extend({
  operations: z.array(z.string().max(2100)).min(1).max(OPENAPI_OPERATIONS_MAX),
  auth_header: HttpToolAuthHeaderSchema.nullish(),
});
export type OpenApiToolsInput = z.infer<typeof OpenApiToolsInputSchema>;

export const HttpToolTestInputSchema = z.object({
  input: z.record(z.string(), z.unknown()),
});

/** What the model would get back, or the sentence it would be told. */
export const HttpToolTestResultSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type HttpToolTestResult = z.infer<typeof HttpToolTestResultSchema>;
