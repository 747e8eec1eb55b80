// `npm run build && npx tsx bench/widget-size.ts`: what a host page downloads for the widget,
// from dist/web, and whether it keeps to issue 33's budgets (exits 1, saying which, when not).
// The loader is paid by every visit; the panel on first open; the voice chunk only when a call
// starts. src/widget/panel-bundle-budget.test.ts holds every build to the same budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzipped bytes each part may weigh (level 9, as the build pre-compresses them). */
export const WIDGET_BUDGETS = { loader: 3 * 1024, panel: 15 * 1024 } as const;

const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;

/** The widget's files, raw and gzipped. */
export function measureWidget(webDir = path.resolve('dist/web')) {
  const loader = path.join(webDir, 'widget.js');
  if (!fs.existsSync(loader)) throw new Error('dist/web/widget.js is missing: run npm run build');
  const chunks = fs
    .readdirSync(path.join(webDir, 'widget'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `widget/${name}`);
  return ['widget.js', ...chunks].map((file) => {
    const raw = fs.readFileSync(path.join(webDir, file));
    return { file, rawBytes: raw.length, gzipBytes: gzipSize(raw) };
  });
}

/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")` (loaded on demand). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$\s{},*]+?from\s*)?["']\.\/([^"']+\.js)["']/g;

/** A chunk and every chunk it imports statically: what arrives before it runs. */
function withStaticImports(dir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = fs.readFileSync(path.join(dir, entry), 'utf8');
  for (const [, imported] of code.matchAll(STATIC_IMPORT))
    if (imported) withStaticImports(dir, imported, seen);
  return seen;
}

/**
 * What each moment costs, gzipped: the loader; the panel on first open (its chunk and the
 * chunks it imports); the voice chunk and what it needs beyond the panel's, on the first call.
 */
export function widgetBundles(webDir = path.resolve('dist/web')) {
  const dir = path.join(webDir, 'widget');
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  const panelEntry = names.find((name) => name.startsWith('panel-'));
  const voiceEntry = names.find((name) => name.startsWith('voice-'));
  if (!panelEntry) throw new Error('dist/web/widget has no panel chunk: run npm run build');
  const panel = withStaticImports(dir, panelEntry);
  const voice = voiceEntry
    ? [...withStaticImports(dir, voiceEntry)].filter((f) => !panel.has(f))
    : [];
  const weigh = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(dir, file))), 0);
  return {
    loader: gzipSize(fs.readFileSync(path.join(webDir, 'widget.js'))),
    panel: weigh(panel),
    panelFiles: [...panel],
    voice: weigh(voice),
    voiceFiles: voice,
    /** The voice chunk is its own file, not among what the panel loads on opening. */
    voiceOnDemand: voiceEntry !== undefined && !panel.has(voiceEntry),
  };
}

/** One sentence per budget not kept; none when all are. */
export function budgetProblems(bundles: ReturnType<typeof widgetBundles>): string[] {
  const problems: string[] = [];
  for (const part of ['loader', 'panel'] as const) {
    if (bundles[part] > WIDGET_BUDGETS[part])
      problems.push(
        `The widget ${part} is ${bundles[part]} B gzipped, over its budget of ${WIDGET_BUDGETS[part]} B.`,
      );
  }
  if (!bundles.voiceOnDemand)
    problems.push('The voice chunk is not loaded on demand: the panel imports it statically.');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| file | raw bytes | gzip bytes |\n|---|---|---|');
  for (const f of measureWidget()) console.log(`| ${f.file} | ${f.rawBytes} | ${f.gzipBytes} |`);
  const bundles = widgetBundles();
  console.log('\n| part | gzip bytes | budget |\n|---|---|---|');
  console.log(`| loader (every page view) | ${bundles.loader} | ${WIDGET_BUDGETS.loader} |`);
  console.log(`| panel (first open) | ${bundles.panel} | ${WIDGET_BUDGETS.panel} |`);
  console.log(`| voice (first call, on demand) | ${bundles.voice} | — |`);
  const problems = budgetProblems(bundles);
  for (const problem of problems) console.error(`OVER BUDGET: ${problem}`);
  if (problems.length > 0) process.exit(1);
}
