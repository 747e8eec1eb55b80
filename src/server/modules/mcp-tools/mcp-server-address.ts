import { safeFetch, ToolError } from '../tools';
import type { McpNetwork } from './mcp-session';

/** How long the address check may take; a server that does not answer is saved anyway. */
const CHECK_TIMEOUT_MS = 5_000;

/** Thrown once the server answered: its answer is not read (it may be an endless stream). */
class Answered extends Error {}

/**
 * Why this server may not reach `url`, in a sentence for the form, or undefined. The address
 * is resolved and vetted as the web scraper's would be (one request, its answer unread): a
 * private, loopback or link-local address is refused unless TOOLS_ALLOW_PRIVATE_NETWORK is
 * set, and so is a host name that does not resolve. A server that is down can still be saved.
 */
export async function mcpAddressProblem(
  url: string,
  network: McpNetwork,
): Promise<string | undefined> {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) {
    return 'Put credentials in a header (e.g. Authorization), not in the address.';
  }
  if (network.allowPrivateNetwork) return undefined;
  try {
    await safeFetch(
      {
        url,
        followRedirects: false,
        inspect: () => {
          throw new Answered();
        },
      },
      { allowPrivateNetwork: false, timeoutMs: CHECK_TIMEOUT_MS },
    );
  } catch (error) {
    if (!(error instanceof ToolError)) return undefined;
    if (error.code === 'blocked_address') {
      return 'This address is on a private network (or this machine), which this server may not reach.';
    }
    if (error.code === 'dns_failed') {
      return `No address could be found for ${parsed.hostname}. Check the host name.`;
    }
  }
  return undefined;
}
