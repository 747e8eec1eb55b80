import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetProblems, WIDGET_BUDGETS, widgetBundles } from '../../bench/widget-size';

/**
 * Issue 33's budgets on every build of the widget: the loader ≤ 3 KB and the panel ≤ 15 KB
 * gzipped, the voice chunk fetched only when a call starts. The widget is built as
 * scripts/build-widget.mjs builds it for `npm run build`, into a directory of its own.
 */
const root = path.resolve(import.meta.dirname, '../..');
let out: string;
beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-budget-'));
  // The build reads <root>/src and writes <root>/dist/web: a root whose src is ours.
  fs.symlinkSync(path.join(root, 'src'), path.join(out, 'src'));
  fs.mkdirSync(path.join(out, 'dist/web'), { recursive: true });
  const build = `import { buildWidget } from ${JSON.stringify(path.join(root, 'scripts/build-widget.mjs'))};
await buildWidget(${JSON.stringify(out)});`;
  execFileSync(process.execPath, ['--input-type=module', '-e', build], { cwd: root });
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the widget's bundles", () => {
  it('keep to their budgets, the voice chunk loaded on demand', () => {
    const bundles = widgetBundles(path.join(out, 'dist/web'));
    expect(budgetProblems(bundles)).toEqual([]);
    expect(bundles.voiceFiles.length).toBeGreaterThan(0);
  });

  it('are said to be over budget in words when they are', () => {
    const over = { ...widgetBundles(path.join(out, 'dist/web')), panel: WIDGET_BUDGETS.panel + 1 };
    expect(budgetProblems({ ...over, voiceOnDemand: false })).toEqual([
      `The widget panel is ${WIDGET_BUDGETS.panel + 1} B gzipped, over its budget of ${WIDGET_BUDGETS.panel} B.`,
      'The voice chunk is not loaded on demand: the panel imports it statically.',
    ]);
  });
});
