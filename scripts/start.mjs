// `npm start`: builds when the sources are newer than the last build, then serves.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild, root } from './build-state.mjs';

if (needsBuild()) {
  console.log('Building CoachForge (first start, or the sources changed since the last build)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/server.js'));
