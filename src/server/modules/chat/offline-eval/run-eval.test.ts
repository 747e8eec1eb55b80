import { describe, expect, it } from 'vitest';
import type { OfflineReplyInput } from '../offline-engine/offline-engine';
import { EVAL_CASES } from './cases';
import { formatReport } from './report';
import { runEval, type ReplyEngine } from './run-eval';

const caseNamed = (id: string) => EVAL_CASES.find((c) => c.id === id)!;

describe('running the evaluation', () => {
  it('plays every case through the offline engine with the seeded coaches', () => {
    const { results, totals } = runEval();
    expect(results.map((r) => r.id)).toEqual(EVAL_CASES.map((c) => c.id));
    for (const [i, result] of results.entries()) {
      expect(result.reply.length, result.id).toBeGreaterThan(0);
      expect(result.turnMs).toHaveLength(EVAL_CASES[i]!.turns.length);
    }
    expect(totals.cases).toBe(EVAL_CASES.length);
    expect(totals.replies).toBe(EVAL_CASES.flatMap((c) => c.turns).length);
    expect(totals.p99Ms).toBeGreaterThanOrEqual(totals.p50Ms);
  });

  it("gives each turn the engine's earlier replies and the files of earlier turns", () => {
    const inputs: OfflineReplyInput[] = [];
    const recording: ReplyEngine = (input) => {
      inputs.push(input);
      return { text: `reply ${inputs.length}`, sources: [] };
    };
    runEval({ cases: [caseNamed('finance-pnl-file-follow-up')], engine: recording });
    const [first, second] = inputs.slice(-2);
    expect(first!.files.map((f) => f.name)).toEqual(['pnl-q3.txt']);
    expect(second!.files).toEqual([]);
    expect(second!.earlierFiles?.map((f) => f.name)).toEqual(['pnl-q3.txt']);
    // The engine's reply to the first turn (replies are numbered across the passes).
    const replyToFirst = `reply ${inputs.length - 1}`;
    expect(second!.history).toEqual([
      { role: 'user', content: "Here's our latest P&L.", attachments: ['pnl-q3.txt'] },
      { role: 'coach', content: replyToFirst },
    ]);
    expect(second!.agent.instruction).toMatch(/Founder Finance Coach/);
  });

  it('catches an engine that gives the same frame and answer to every question', () => {
    const lazy: ReplyEngine = () => ({ text: "Here's what I'd focus on: runway.", sources: [] });
    const cases = ['finance-ltv-cac', 'finance-enterprise-payback'].map(caseNamed);
    const { results, totals } = runEval({ cases, engine: lazy });
    expect(totals.keyFactMet).toBe(0);
    expect(totals.identicalPairs).toEqual([
      ['finance-ltv-cac', 'finance-enterprise-payback'],
      ['finance-enterprise-payback', 'finance-enterprise-payback turn 1'],
    ]);
    expect(totals.commonOpening).toEqual({ text: "Here's what I'd focus on: runway.", cases: 2 });
    expect(results.every((r) => !r.passed)).toBe(true);
  });

  it("catches an engine that hands the founder's earlier question back", () => {
    const replaying: ReplyEngine = ({ history, message }) => ({
      text: `From what we discussed earlier: ${history[0]?.content ?? message}`,
      sources: [],
    });
    const { results } = runEval({
      cases: [caseNamed('gtm-price-for-teams-follow-up')],
      engine: replaying,
    });
    expect(results[0]!.echoes).toEqual([
      'from what we discussed earlier',
      'what price should i charge for my app',
    ]);
  });
});

describe('the report', () => {
  it('shows the totals against the aims and each failing case with its reply', () => {
    const text = `Offer around 0. 2-1% to later hires. ${'x'.repeat(300)}`;
    const cut: ReplyEngine = () => ({ text, sources: [] });
    const report = formatReport(
      runEval({ cases: [caseNamed('hiring-later-hires-equity')], engine: cut }),
    );
    expect(report).toContain('| key fact present | 0/1 (0 %) | ≥ 90 % |');
    expect(report).toContain('| changed numbers | 1 in 1 case | 0 |');
    expect(report).toContain(
      `| hiring-later-hires-equity | numeric | missing [0.2-1%]; changed numbers 0. 2-1% | ${text.slice(0, 200)} |`,
    );
  });

  it('counts wrong refusals, missing figures and the language by kind', () => {
    const declining: ReplyEngine = () => ({
      text: 'That is outside what I cover as this coach.',
      sources: [],
    });
    const cases = ['calc-runway-200k-15k', 'lang-pt-runway', 'finance-off-topic'].map(caseNamed);
    const run = runEval({ cases, engine: declining });
    expect(run.totals.wrongRefusals).toEqual(['calc-runway-200k-15k', 'lang-pt-runway']);
    expect(run.totals.wrongLanguage).toEqual(['lang-pt-runway']);
    expect(run.totals).toMatchObject({ withFigures: 2, figuresExact: 0, passed: 1 });
    expect(run.totals.byKind['off-topic']).toEqual({ cases: 1, keyFactMet: 1, passed: 1 });
    const report = formatReport(run);
    expect(report).toContain(
      '| wrong refusals (covered questions declined) | 2: calc-runway-200k-15k, lang-pt-runway | 0 |',
    );
    expect(report).toContain('| calculation | 1 | 0 | 0/1 (0 %) |');
    expect(report).toContain('figures missing 13.3 months; declined a covered question');
    expect(report).toContain('figures missing 12 months; declined a covered question; opens in en');
  });

  it('lists no failing case when every case passes', () => {
    const good: ReplyEngine = () => ({
      text: 'Later hires usually get around 0.2-1%.',
      sources: [],
    });
    const report = formatReport(
      runEval({ cases: [caseNamed('hiring-later-hires-equity')], engine: good }),
    );
    expect(report).toContain('1 pass every check');
    expect(report).not.toContain('Failing cases');
  });
});
