import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript `/` loads before first paint: the entry script and every module it
 * preloads, as index.html names them, measured gzipped (level 9, as the server sends them).
 */
export function measureFirstPaintJs(webDir = path.resolve('dist/web')) {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => {
    const raw = fs.readFileSync(path.join(webDir, src));
    return { src, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length };
  });
  const totalGzip = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipKb: Math.round((totalGzip / 1024) * 10) / 10 };
}
