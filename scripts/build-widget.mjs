// Builds the embeddable widget into dist/web: the loader as /widget.js (a classic script a
// host page can load async), the panel and voice as hashed ES modules under /widget/.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Browsers that have constructable stylesheets and dynamic import. */
const TARGET = ['chrome100', 'firefox101', 'safari16.4', 'edge100'];

export async function buildWidget(root) {
  const webDir = path.join(root, 'dist/web');
  const chunkDir = path.join(webDir, 'widget');
  fs.rmSync(chunkDir, { recursive: true, force: true });
  // The panel imports the voice chunk with import('./voice'): splitting keeps it a separate,
  // hashed file fetched only when a call starts.
  const chunks = await build({
    entryPoints: [path.join(root, 'src/widget/panel.ts')],
    outdir: chunkDir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: TARGET,
    metafile: true,
    logLevel: 'warning',
  });
  const panelFile = Object.entries(chunks.metafile.outputs).find(
    ([, output]) => output.entryPoint === 'src/widget/panel.ts',
  )?.[0];
  if (!panelFile) throw new Error('the widget panel chunk was not built');
  const panelPath = path.relative(webDir, path.resolve(root, panelFile)).split(path.sep).join('/');
  await build({
    entryPoints: [path.join(root, 'src/widget/loader.ts')],
    outfile: path.join(webDir, 'widget.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: TARGET,
    define: { __WIDGET_PANEL__: JSON.stringify(panelPath) },
    logLevel: 'warning',
  });
  return { panelPath };
}
