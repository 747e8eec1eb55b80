import { lookup as dnsLookup } from 'node:dns/promises';
import { ToolError } from '../tool-error';
import { forbiddenAddressReason } from './address-policy';
import { untilAborted } from './deadline';
import { parseIp } from './ip-address';
import type { HostLookup, ResolvedAddress } from './options';
import {
  BLOCKED_MESSAGE,
  BLOCKED_REDIRECT_MESSAGE,
  forbiddenHostnameReason,
  urlHostname,
} from './url-policy';

/** A URL whose every DNS answer passed the checks; connections go only to `addresses`. */
export interface VettedTarget {
  url: URL;
  hostname: string;
  addresses: ResolvedAddress[];
}

export interface VetContext {
  allowPrivateNetwork: boolean;
  lookup: HostLookup;
  signal: AbortSignal;
  /** Whether this URL came from a redirect, which only changes the wording of a refusal. */
  redirected: boolean;
}

export const systemLookup: HostLookup = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export async function vetTarget(url: URL, ctx: VetContext): Promise<VettedTarget> {
  const hostname = urlHostname(url);
  const refuse = () =>
    new ToolError('blocked_address', ctx.redirected ? BLOCKED_REDIRECT_MESSAGE : BLOCKED_MESSAGE);
  if (!ctx.allowPrivateNetwork && forbiddenHostnameReason(hostname)) throw refuse();
  const literal = parseIp(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal.family }]
    : await resolve(hostname, ctx);
  // One forbidden answer refuses the host: we might otherwise be steered to it on a retry.
  if (!ctx.allowPrivateNetwork && addresses.some((a) => forbiddenAddressReason(a.address))) {
    throw refuse();
  }
  return { url, hostname, addresses };
}

async function resolve(hostname: string, ctx: VetContext): Promise<ResolvedAddress[]> {
  const notFound = () =>
    new ToolError('dns_failed', `I couldn't find the website ${hostname}. Is the address right?`);
  let answers: ResolvedAddress[];
  try {
    answers = await untilAborted(ctx.lookup(hostname), ctx.signal);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw notFound();
  }
  // Only IP literals go on: connecting to a name would run a second, unvetted DNS lookup.
  const checked = answers.map(({ address }) => ({ address, parsed: parseIp(address) }));
  if (checked.length === 0 || checked.some(({ parsed }) => !parsed)) throw notFound();
  return checked.map(({ address, parsed }) => ({ address, family: parsed?.family ?? 4 }));
}
