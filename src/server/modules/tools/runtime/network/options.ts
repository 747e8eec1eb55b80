import type { Socket } from 'node:net';

/** One DNS answer, as `dns.promises.lookup(host, { all: true })` gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has; injectable so tests control DNS. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where a pinned connection goes: always an address that passed the checks. */
export interface DialTarget {
  address: string;
  family: 4 | 6;
  port: number;
  /** The name the URL used, sent as Host and as TLS SNI. */
  hostname: string;
  tls: boolean;
}

/** Opens the socket for a vetted target; tests swap it to observe where connections go. */
export type Dial = (target: DialTarget) => Socket;

export interface ToolNetworkOptions {
  /**
   * TEST-ONLY. Lifts the private/loopback/link-local address and hostname checks so tests can
   * reach fakes on 127.0.0.1. Never set it from user input; it defaults to false.
   */
  allowPrivateNetwork?: boolean;
  /** Total time for the whole call, redirects and body included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Bytes of (decompressed) body read before reading stops. Default 2 MiB. */
  maxBodyBytes?: number;
  /** Characters of text a tool returns before it marks the result truncated. Default 20 000. */
  maxTextChars?: number;
  /** Redirects followed, each one re-checked. Default 5. */
  maxRedirects?: number;
  /** DNS resolver. Default: node:dns/promises `lookup` with `all: true`. */
  lookup?: HostLookup;
  /**
   * TEST-ONLY. Replaces socket creation after the address checks, receiving only the vetted
   * address; lets SSRF tests prove where a connection goes without touching the internet.
   */
  dial?: Dial;
  /** Cancels the call, e.g. when the chat request that started it goes away. */
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_TEXT_CHARS = 20_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; CoachForgeBot/1.0)';
