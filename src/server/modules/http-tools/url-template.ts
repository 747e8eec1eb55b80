import { badRequest } from '../../domain-error';
import { ToolError } from '../tools';

const PLACEHOLDER = /\{([A-Za-z0-9_.-]{1,64})\}/g;

/**
 * The `{name}` placeholders of a URL template, after checking the template: an http(s) URL
 * whose placeholders sit in the path only, so a call's input can never choose the host.
 */
export function urlTemplatePlaceholders(template: string): string[] {
  const schemeEnd = template.indexOf('://');
  const scheme = schemeEnd > 0 ? template.slice(0, schemeEnd).toLowerCase() : '';
  if (scheme !== 'http' && scheme !== 'https') {
    throw badRequest('The URL must start with http:// or https://.');
  }
  const pathStart = template.indexOf('/', schemeEnd + 3);
  const authority =
    pathStart < 0 ? template.slice(schemeEnd + 3) : template.slice(schemeEnd + 3, pathStart);
  if (/[{}@\s]/.test(authority) || authority === '') {
    throw badRequest("The URL's host must be written out: no placeholders, spaces or user names.");
  }
  const rest = pathStart < 0 ? '' : template.slice(pathStart);
  const queryStart = rest.search(/[?#]/);
  if (queryStart >= 0 && /[{}]/.test(rest.slice(queryStart))) {
    throw badRequest("Placeholders like {id} may only stand in the URL's path.");
  }
  try {
    new URL(template.replace(PLACEHOLDER, 'x'));
  } catch {
    throw badRequest('The URL is not a valid web address.');
  }
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) {
    throw badRequest('Write placeholders as {name}: letters, digits, "_", "-" or ".".');
  }
  return [...new Set(names)];
}

/** The template with each placeholder replaced by its value, encoded as one path segment. */
export function fillUrlTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new ToolError('missing_parameter', `The call needs a value for "${name}".`);
    }
    if (typeof value === 'object') {
      throw new ToolError('bad_parameter', `"${name}" must be a single value.`);
    }
    const text = String(value);
    // An encoded '/' stays inside the segment; '.' and '..' would still climb the path.
    if (text === '.' || text === '..') {
      throw new ToolError('bad_parameter', `"${name}" cannot be "${text}".`);
    }
    return encodeURIComponent(text);
  });
}
