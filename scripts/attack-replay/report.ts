/** What one check found: printed as one line as soon as it is known. */
export interface CheckLine {
  group: string;
  check: string;
  sent: string;
  expected: string;
  got: string;
  outcome: 'held' | 'FAILED' | 'skipped';
}

/** Collects check lines, prints each as it comes and says at the end whether anything failed. */
export class Report {
  readonly lines: CheckLine[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  add(line: CheckLine) {
    this.lines.push(line);
    this.print(formatLine(line));
  }

  /** A check that holds when `held` is true; `got` says what happened either way. */
  check(
    group: string,
    check: string,
    facts: { sent: string; expected: string; got: string },
    held: boolean,
  ) {
    this.add({ group, check, ...facts, outcome: held ? 'held' : 'FAILED' });
    return held;
  }

  /** A check that could not run at all counts as failed: nothing was proven. */
  notRun(group: string, check: string, expected: string, why: string) {
    this.add({
      group,
      check,
      sent: '(nothing)',
      expected,
      got: `not run: ${why}`,
      outcome: 'FAILED',
    });
  }

  skip(group: string, check: string, why: string) {
    this.add({ group, check, sent: '(nothing)', expected: '-', got: why, outcome: 'skipped' });
  }

  get failed() {
    return this.lines.filter((line) => line.outcome === 'FAILED');
  }

  summary() {
    const held = this.lines.filter((line) => line.outcome === 'held').length;
    const skipped = this.lines.filter((line) => line.outcome === 'skipped').length;
    return `${held} held, ${this.failed.length} FAILED, ${skipped} skipped`;
  }
}

export function formatLine(line: CheckLine) {
  return `${line.outcome.padEnd(7)} [${line.group}] ${line.check} | sent: ${line.sent} | expected: ${line.expected} | got: ${line.got}`;
}

/** Milliseconds as people read them: "840 ms", "12.4 s". */
export function duration(ms: number) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function bytes(count: number) {
  if (count < 1024) return `${count} B`;
  if (count < 1024 * 1024) return `${(count / 1024).toFixed(1)} KB`;
  return `${(count / 1024 / 1024).toFixed(2)} MB`;
}
