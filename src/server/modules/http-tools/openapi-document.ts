import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { parse as parseYaml } from 'yaml';
import { DomainError } from '../../domain-error';

export type OpenApiDocument = OpenAPIV3.Document;

/** Never a file or a URL: $refs outside the document stay unresolved (no SSRF, no file reads). */
const OFFLINE = { resolve: { external: false, file: false }, timeoutMs: 5_000 } as const;

const invalid = (message: string) => new DomainError('invalid', 'invalid_openapi', message);

function parseText(text: string): unknown {
  try {
    // YAML reads JSON too; aliases are capped so a few lines cannot expand into gigabytes.
    return parseYaml(text, { maxAliasCount: 100, prettyErrors: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : '';
    throw invalid(`The document is neither valid JSON nor YAML${reason ? ` (${reason})` : ''}.`);
  }
}

/**
 * An OpenAPI 3 document, checked against the specification and with its local $refs resolved
 * (a recursive schema becomes a cycle of objects: boundedSchema cuts it).
 */
export async function readOpenApiDocument(text: string): Promise<OpenApiDocument> {
  const parsed = parseText(text);
  const version = (parsed as { openapi?: unknown } | null)?.openapi;
  if (!parsed || typeof parsed !== 'object' || typeof version !== 'string') {
    throw invalid('This is not an OpenAPI 3 document: it has no "openapi" version.');
  }
  if (!version.startsWith('3.')) {
    throw invalid(`Only OpenAPI 3 documents are read here; this one is version ${version}.`);
  }
  const document = parsed as OpenApiDocument;
  try {
    const result = await validate(structuredClone(document), OFFLINE);
    if (!result.valid) {
      throw invalid(
        `The document does not follow OpenAPI 3: ${compileErrors(result).slice(0, 600)}`,
      );
    }
    return await dereference(document, { ...OFFLINE, dereference: { circular: true } });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 300) : '';
    throw invalid(`The document could not be read${reason ? `: ${reason}` : '.'}`);
  }
}
