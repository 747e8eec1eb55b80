import {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_MAX_TEXT_CHARS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type Dial,
  type HostLookup,
  type ToolNetworkOptions,
} from './options';
import { systemLookup } from './resolve-target';

/** Options with every default filled in; the one place the defaults are applied. */
export interface NetworkSettings {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  maxBodyBytes: number;
  maxTextChars: number;
  maxRedirects: number;
  lookup: HostLookup;
  dial: Dial | undefined;
  headers: Record<string, string>;
}

export function resolveNetworkOptions(options: ToolNetworkOptions): NetworkSettings {
  return {
    // Strictly `true`: a truthy string from a config file must not open private networks.
    allowPrivateNetwork: options.allowPrivateNetwork === true,
    timeoutMs: positive(options.timeoutMs, DEFAULT_TIMEOUT_MS),
    maxBodyBytes: positive(options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES),
    maxTextChars: positive(options.maxTextChars, DEFAULT_MAX_TEXT_CHARS),
    maxRedirects: Math.max(0, Math.floor(options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)),
    lookup: options.lookup ?? systemLookup,
    dial: options.dial,
    headers: {
      'user-agent': DEFAULT_USER_AGENT,
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en;q=0.9, *;q=0.5',
    },
  };
}

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
