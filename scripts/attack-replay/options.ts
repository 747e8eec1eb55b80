import { parseArgs } from 'node:util';

export const GROUPS = [
  'uploads',
  'text',
  'sign-in',
  'sign-up',
  'voice',
  'conversations',
  'http',
] as const;
export type GroupName = (typeof GROUPS)[number];

export interface ReplayOptions {
  baseUrl: string;
  groups: GroupName[];
  /** Port for the replay's own SMTP receiver (the server must send to it: SMTP_URL). */
  smtpPort: number | undefined;
  /** The server's process id, to measure its CPU after a client leaves (same machine). */
  serverPid: number | undefined;
  /** The server's VOICE_MAX_CALLS: the socket flood tries to take that many lines and more. */
  voiceLines: number;
  /** Idle half-sent requests the connection flood opens from one address. */
  idleConnections: number;
  /** Sign-ups the flood from one address tries before it gives up waiting for a 429. */
  signUpFlood: number;
  /** How long the server may let a half-sent request idle before closing it. */
  headerTimeoutS: number;
}

export const USAGE = `Replays issue 28's attack set against a CoachForge server on this machine.

  npx tsx scripts/attack-replay.ts [base-url] [options]

  base-url                 default http://127.0.0.1:3000 (localhost or 127.x.y.z only)
  --only <groups>          comma-separated: ${GROUPS.join(', ')} (default: all)
  --smtp-port <port>       run an SMTP receiver here, for sign-ups that e-mail a link first;
                           start the server with SMTP_URL=smtp://127.0.0.1:<port>
  --server-pid <pid>       the server's process: also check its CPU calms down after a client
                           leaves a hostile upload
  --voice-lines <n>        the server's VOICE_MAX_CALLS (default 40)
  --idle-connections <n>   idle half-sent requests from one address (default 3000)
  --sign-up-flood <n>      sign-ups from one address before a 429 must have come (default 100)
  --header-timeout-s <n>   a half-sent request must be closed within this (default 15: the
                           server's HEADERS_TIMEOUT_MS of 10 s, checked every second, and margin)

Prints one line per check (held, FAILED or skipped) and exits 1 when anything failed.`;

const whole = (value: string | undefined, name: string, fallback: number | undefined) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, not ${value}`);
  return n;
};

export function parseOptions(argv: string[]): ReplayOptions | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      'smtp-port': { type: 'string' },
      'server-pid': { type: 'string' },
      'voice-lines': { type: 'string' },
      'idle-connections': { type: 'string' },
      'sign-up-flood': { type: 'string' },
      'header-timeout-s': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const groups = values.only ? values.only.split(',').map((name) => name.trim()) : [...GROUPS];
  const unknown = groups.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`unknown group ${unknown.join(', ')}: use ${GROUPS.join(', ')}`);
  return {
    baseUrl: positionals[0] ?? 'http://127.0.0.1:3000',
    groups: groups as GroupName[],
    smtpPort: whole(values['smtp-port'], '--smtp-port', undefined),
    serverPid: whole(values['server-pid'], '--server-pid', undefined),
    voiceLines: whole(values['voice-lines'], '--voice-lines', 40) ?? 40,
    idleConnections: whole(values['idle-connections'], '--idle-connections', 3000) ?? 3000,
    signUpFlood: whole(values['sign-up-flood'], '--sign-up-flood', 100) ?? 100,
    headerTimeoutS: whole(values['header-timeout-s'], '--header-timeout-s', 15) ?? 15,
  };
}
