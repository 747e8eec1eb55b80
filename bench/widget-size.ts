// `npx tsx bench/widget-size.ts`: what a host page downloads for the widget, from dist/web
// (run `npm run build` first). The loader is paid by every visit; the panel on first open;
// the voice chunk only when a call starts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The widget's files, raw and gzipped (level 9, as the build pre-compresses them). */
export function measureWidget(webDir = path.resolve('dist/web')) {
  const loader = path.join(webDir, 'widget.js');
  if (!fs.existsSync(loader)) throw new Error('dist/web/widget.js is missing: run npm run build');
  const chunks = fs
    .readdirSync(path.join(webDir, 'widget'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `widget/${name}`);
  return ['widget.js', ...chunks].map((file) => {
    const raw = fs.readFileSync(path.join(webDir, file));
    return { file, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| file | raw bytes | gzip bytes |\n|---|---|---|');
  for (const f of measureWidget()) console.log(`| ${f.file} | ${f.rawBytes} | ${f.gzipBytes} |`);
}
