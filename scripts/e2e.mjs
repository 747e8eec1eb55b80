// `npm run test:e2e`: Playwright journeys in the system Chromium against the built app.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { needsBuild, root } from './build-state.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = candidates.find((p) => p && fs.existsSync(p));
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n  NO CHROMIUM FOUND: the end-to-end browser suite did NOT run.\n` +
      '  Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH) and run again.\n' +
      `${banner}\n`,
  );
  // Locally this is a loud warning; in CI a suite that did not run is a failure.
  process.exit(process.env.CI ? 1 : 0);
}

if (needsBuild()) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
