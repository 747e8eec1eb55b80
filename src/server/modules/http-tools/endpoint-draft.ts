import type { HttpEndpointToolInput } from '../../../shared/schemas/http-tools';
import { badRequest } from '../../domain-error';
import { boundedSchema } from './bounded-schema';
import type { HttpToolDraft } from './openapi-operations';
import { urlTemplatePlaceholders } from './url-template';

/**
 * One endpoint described by hand: {placeholders} come from the input; for GET and DELETE the
 * other fields become query parameters, for the other methods the JSON body.
 */
export function endpointDraft(input: HttpEndpointToolInput): HttpToolDraft {
  const placeholders = urlTemplatePlaceholders(input.url);
  const schema = boundedSchema(input.input_schema, 'the input');
  if (schema.type !== undefined && schema.type !== 'object') {
    throw badRequest('The input schema must describe an object ("type": "object").');
  }
  const properties = schema.properties ?? {};
  if (typeof properties !== 'object' || Array.isArray(properties)) {
    throw badRequest('The input schema\'s "properties" must be an object.');
  }
  const missing = placeholders.filter((name) => !(name in properties));
  if (missing.length > 0) {
    throw badRequest(`The input schema has no property for the URL's {${missing[0]}}.`);
  }
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  const withQuery = input.method === 'GET' || input.method === 'DELETE';
  return {
    name: input.name,
    description: input.description,
    method: input.method,
    urlTemplate: input.url,
    inputSchema: {
      ...schema,
      type: 'object',
      properties,
      required: [...new Set([...required, ...placeholders])],
    },
    inputMapping: {
      path: placeholders,
      query: [],
      header: [],
      body: withQuery ? 'none' : 'rest',
      restToQuery: withQuery,
    },
  };
}
