// Whether dist/ is older than the sources it is built from.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');
// 'src' covers src/widget: a widget change rebuilds like any other source change.
const inputs = [
  'src',
  'drizzle',
  'package.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/build-widget.mjs',
];

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function needsBuild() {
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
