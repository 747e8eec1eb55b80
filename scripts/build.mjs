// Builds the web app (Vite), the embeddable widget, and bundles the server (esbuild) into dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { buildWidget } from './build-widget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

// After Vite, which empties dist/web.
await buildWidget(root);

// Pre-compress text assets so the server can send .br/.gz without compressing per request.
const webDir = path.join(root, 'dist/web');
for (const file of fs.readdirSync(webDir, { recursive: true })) {
  const full = path.join(webDir, String(file));
  if (!/\.(js|css|html|svg|json)$/.test(full) || !fs.statSync(full).isFile()) continue;
  const data = fs.readFileSync(full);
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data));
}

/** How every server-side file is bundled: for Node 20, packages left to node_modules. */
const serverBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({
  ...serverBundle,
  entryPoints: [path.join(root, 'src/server/server.ts')],
  outfile: path.join(root, 'dist/server/server.js'),
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
});
// The threads that read attached files load this beside the bundle (src/server/modules/chat/attachments.ts).
await build({
  ...serverBundle,
  entryPoints: [path.join(root, 'src/server/modules/chat/attachment-worker.ts')],
  outfile: path.join(root, 'dist/server/attachment-worker.mjs'),
});
// The embedded database's thread loads these files beside the bundle (src/server/db/pglite-thread.ts).
for (const file of ['pglite-worker.mjs', 'pglite-statements.mjs'])
  fs.copyFileSync(path.join(root, 'src/server/db', file), path.join(root, 'dist/server', file));
fs.writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
console.log(`Built CoachForge ${pkg.version} into dist/`);
