import { spawn } from 'node:child_process';
import path from 'node:path';
import type { PeerOptions, PeerResult } from './voice-peer-types';

export type { PeerOptions, PeerResult } from './voice-peer-types';

const script = path.join(import.meta.dirname, 'voice-peer.ts');

/** Runs the test caller in a process of its own and reads what it printed. */
export function runVoicePeer(options: PeerOptions): Promise<PeerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('{'));
      // A crash after the line was printed is wrtc's exit-time fault, not the call's.
      if (line) return resolve(JSON.parse(line) as PeerResult);
      reject(new Error(`voice peer exited ${code} without a result: ${err.slice(-2000)}`));
    });
  });
}
