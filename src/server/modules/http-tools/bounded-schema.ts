import { badRequest } from '../../domain-error';

/** Documentation keys of OpenAPI schemas that tell the model nothing it needs. */
const DROPPED_KEYS = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator']);
const MAX_DEPTH = 24;
const MAX_NODES = 4_000;

/**
 * A plain copy of a schema, bounded in depth and size. A dereferenced document shares one
 * object wherever it was referenced, so a few lines of $refs can stand for a tree too big to
 * send; a recursive $ref left in place becomes "any value".
 */
export function boundedSchema(schema: unknown, what: string): Record<string, unknown> {
  let nodes = 0;
  const ancestors = new Set<object>();
  const copy = (value: unknown, depth: number): unknown => {
    nodes += 1;
    if (nodes > MAX_NODES || depth > MAX_DEPTH) {
      throw badRequest(`The schema of ${what} is too large or too deeply nested.`);
    }
    if (value === null || typeof value !== 'object') return value;
    if (ancestors.has(value)) return {};
    ancestors.add(value);
    try {
      if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1));
      if ('$ref' in value) return {};
      const entries = Object.entries(value).filter(([key]) => !DROPPED_KEYS.has(key));
      return Object.fromEntries(entries.map(([key, item]) => [key, copy(item, depth + 1)]));
    } finally {
      ancestors.delete(value);
    }
  };
  const result = copy(schema, 0);
  return result && typeof result === 'object' && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : {};
}
