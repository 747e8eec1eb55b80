import type { IncomingHttpHeaders } from 'node:http';

interface SiteRule {
  scheme?: string;
  wildcard: boolean;
  host: string;
  port?: string;
}

const RULE = /^(?:(https?):\/\/)?(\*\.)?([A-Za-z0-9.-]+)(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

function ruleOf(entry: string): SiteRule | undefined {
  const match = RULE.exec(entry.trim());
  if (!match?.[3]) return undefined;
  const scheme = match[1]?.toLowerCase();
  return {
    scheme,
    wildcard: Boolean(match[2]),
    host: match[3].toLowerCase(),
    // "https://acme.com" means port 443, as a browser's Origin does.
    port: match[4] ?? (scheme ? DEFAULT_PORTS[scheme] : undefined),
  };
}

/**
 * Whether a page origin may use a key. Entries are host names ("acme.com": any scheme and
 * port), wildcards ("*.acme.com": its subdomains, not acme.com itself) or full origins
 * ("https://acme.com:8443": that scheme and port only). Hosts compare case-insensitively.
 * An empty list allows every origin.
 */
export function originAllowed(allowedDomains: readonly string[], origin: string): boolean {
  if (allowedDomains.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const scheme = url.protocol.replace(/:$/, '');
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[scheme];
  return allowedDomains.some((entry) => {
    const rule = ruleOf(entry);
    if (!rule) return false;
    if (rule.scheme && rule.scheme !== scheme) return false;
    if (rule.port && rule.port !== port) return false;
    return rule.wildcard ? host.endsWith(`.${rule.host}`) : host === rule.host;
  });
}

/** The page a browser call came from: its Origin header, else its Referer's origin. */
export function requestOrigin(headers: IncomingHttpHeaders): string | undefined {
  const origin = headers.origin;
  if (origin) return origin;
  const referer = headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return referer;
  }
}
