/**
 * Runs the server named by PROF_TARGET under the V8 sampling profiler and writes the
 * profile (Chrome DevTools' .cpuprofile) to PROF_OUT when the process exits. For benches
 * that start the server as `node <BENCH_SERVER>`: Node refuses --cpu-prof in NODE_OPTIONS.
 *
 *   PROF_TARGET=dist/server/server.js PROF_OUT=/tmp/server.cpuprofile \
 *     BENCH_SERVER=bench/cpu-profile-wrapper.mjs npx tsx bench/realistic-model-bench.ts
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { PROF_TARGET, PROF_OUT } = process.env;
if (!PROF_TARGET || !PROF_OUT) throw new Error('Set PROF_TARGET and PROF_OUT.');

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
// An in-thread session answers synchronously, so the profile is written before exit ends.
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(PROF_OUT, JSON.stringify(result.profile));
  });
});
await import(pathToFileURL(path.resolve(PROF_TARGET)).href);
