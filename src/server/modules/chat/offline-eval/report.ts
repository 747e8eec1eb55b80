import { describeFigure } from './figures';
import type { CaseResult, EvalRun } from './run-eval';

const REPLY_CHARS = 200;

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const row = (...cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
/** A key-fact group, its first alternatives: "[outside / not something i / …]". */
const group = (facts: string[]) =>
  `[${[...facts.slice(0, 3), ...(facts[3] ? ['…'] : [])].join(' / ')}]`;
const quoted = (texts: string[]) => `"${texts.join('", "')}"`;

/** What failed in a case, briefly: "missing [15-25%]; changed numbers 0, 2-1%". */
export function describeFailures(result: CaseResult): string {
  const parts: string[] = [];
  if (result.missingFacts.length) parts.push(`missing ${result.missingFacts.map(group).join(' ')}`);
  if (result.mustNotHits.length) parts.push(`says ${quoted(result.mustNotHits.slice(0, 2))}`);
  if (result.changedNumbers.length)
    parts.push(`changed numbers ${result.changedNumbers.join(', ')}`);
  if (result.echoes.length) parts.push(`echoes ${quoted(result.echoes)}`);
  if (result.repeatsTurn !== null) parts.push(`repeats turn ${result.repeatsTurn}'s reply`);
  if (result.identicalTo.length) parts.push(`same reply as ${result.identicalTo.join(', ')}`);
  if (result.missingFigures.length)
    parts.push(`figures missing ${result.missingFigures.map(describeFigure).join(', ')}`);
  if (result.wrongRefusal) parts.push('declined a covered question');
  if (result.missedRefusal) parts.push('answered instead of declining');
  if (result.wrongLanguage) parts.push(`opens in ${result.wrongLanguage}`);
  return parts.join('; ');
}

/** "1 case", "3 cases". */
const cases = (n: number) => `${n} case${n === 1 ? '' : 's'}`;
const share = (part: number, whole: number) =>
  `${part}/${whole} (${whole ? Math.round((part / whole) * 100) : 0} %)`;

const listed = (ids: string[]) => (ids.length ? `${ids.length}: ${ids.join(', ')}` : '0');

/**
 * The markdown report: totals against the aims of issues 11 and 30, the pass rate by kind,
 * then every failing case.
 */
export function formatReport({ results, totals: t }: EvalRun): string {
  const coaches = new Set(results.map((r) => r.coach)).size;
  const opening = cell(t.commonOpening.text).slice(0, 60);
  const lines = [
    '# Offline engine: answers evaluation',
    '',
    `${t.cases} cases over ${coaches} coaches; ${t.passed} pass every check.`,
    '',
    row('measure', 'result', 'aim'),
    row('---', '---', '---'),
    row('key fact present', share(t.keyFactMet, t.cases), '≥ 90 %'),
    row('changed numbers', `${t.changedNumbers} in ${cases(t.casesWithChangedNumbers)}`, 0),
    row("echoes of the founder's words", `${t.echoes} in ${cases(t.casesWithEchoes)}`, 0),
    row('identical answers to different questions', t.identicalPairs.length, 0),
    row('must-not violations', `${t.mustNotViolations} in ${cases(t.casesWithMustNot)}`, 0),
    row('pass every check', share(t.passed, t.cases), '≥ 85 %, every kind ≥ 75 %'),
    row('wrong refusals (covered questions declined)', listed(t.wrongRefusals), 0),
    row('off-topic questions answered', listed(t.missedRefusals), 0),
    row("replies opening in another language than the founder's", listed(t.wrongLanguage), 0),
    row('cases whose expected figures are all stated', share(t.figuresExact, t.withFigures), 'all'),
    row(
      `ms per reply, p50 / p99 / max (${t.replies} replies, ~7 KB knowledge)`,
      `${t.p50Ms} / ${t.p99Ms} / ${t.maxMs}`,
      '≤ 20 on 1 MB (bench/offline-engine-bench.ts)',
    ),
    row(
      'replies opening with the most common line',
      `${share(t.commonOpening.cases, t.cases)}: "${opening}"`,
      '',
    ),
    '',
    row('kind', 'cases', 'key fact', 'pass'),
    row('---', '---', '---', '---'),
    ...Object.entries(t.byKind).map(([kind, k]) =>
      row(kind, k.cases, k.keyFactMet, share(k.passed, k.cases)),
    ),
  ];
  const failing = results.filter((r) => !r.passed);
  if (failing.length) {
    lines.push('', `## Failing cases (${failing.length})`, '');
    lines.push(
      row('id', 'kind', 'what failed', 'reply (first 200 chars)'),
      row('---', '---', '---', '---'),
    );
    for (const r of failing) {
      lines.push(row(r.id, r.kind, cell(describeFailures(r)), cell(r.reply).slice(0, REPLY_CHARS)));
    }
  }
  return lines.join('\n');
}

/**
 * Totals only, no case: for a set the scorer's authors must not see (the held-out cases),
 * so running the report does not show its questions.
 */
export function formatTotalsOnly(title: string, { totals: t }: EvalRun): string {
  return [
    `## ${title}`,
    '',
    `${share(t.passed, t.cases)} pass every check; key fact present in ${share(t.keyFactMet, t.cases)}.`,
    `Wrong refusals: ${t.wrongRefusals.length}; off-topic answered: ${t.missedRefusals.length}; ` +
      `wrong language: ${t.wrongLanguage.length}; figures all stated: ${share(t.figuresExact, t.withFigures)}.`,
    '',
    row('kind', 'cases', 'pass'),
    row('---', '---', '---'),
    ...Object.entries(t.byKind)
      .filter(([, k]) => k.cases > 0)
      .map(([kind, k]) => row(kind, k.cases, share(k.passed, k.cases))),
  ].join('\n');
}
