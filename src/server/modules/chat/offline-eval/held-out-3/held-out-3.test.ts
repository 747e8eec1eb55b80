import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../../db/seed-agents';
import { EVAL_KINDS, type EvalKind } from '../eval-case';
import { HELD_OUT_3_CASES } from './index';

const KIND_COUNTS: Record<EvalKind, number> = {
  factual: 4,
  numeric: 3,
  calculation: 8,
  'follow-up': 6,
  'small-talk': 3,
  language: 6,
  file: 4,
  'off-topic': 3,
  'multi-part': 2,
  'one-line': 1,
};

const countBy = (key: (c: (typeof HELD_OUT_3_CASES)[number]) => string) =>
  HELD_OUT_3_CASES.reduce<Record<string, number>>((counts, c) => {
    counts[key(c)] = (counts[key(c)] ?? 0) + 1;
    return counts;
  }, {});

describe('held-out set 3 (shape only; the engine is not run here)', () => {
  it('holds 40 cases with unique held3- ids', () => {
    expect(HELD_OUT_3_CASES).toHaveLength(40);
    const ids = HELD_OUT_3_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^held3-/);
  });

  it('covers every kind in the planned numbers', () => {
    const counts = countBy((c) => c.kind);
    for (const kind of EVAL_KINDS) expect(counts[kind], kind).toBe(KIND_COUNTS[kind]);
  });

  it('gives every seeded coach five cases', () => {
    const counts = countBy((c) => c.coach);
    const seedKeys = SEED_AGENTS.map((a) => a.seedKey);
    expect(Object.keys(counts).sort()).toEqual([...seedKeys].sort());
    for (const key of seedKeys) expect(counts[key], key).toBe(5);
  });

  it('puts figures on every calculation case', () => {
    for (const c of HELD_OUT_3_CASES.filter((x) => x.kind === 'calculation')) {
      expect(c.figures?.length ?? 0, c.id).toBeGreaterThan(0);
    }
  });

  it('keeps every case well formed', () => {
    for (const c of HELD_OUT_3_CASES) {
      expect(c.turns.length, c.id).toBeGreaterThan(0);
      expect(c.mustContain.length, c.id).toBeGreaterThan(0);
      for (const group of c.mustContain) expect(group.length, c.id).toBeGreaterThan(0);
      if (c.kind === 'follow-up') expect(c.turns.length, c.id).toBeGreaterThan(1);
      if (c.kind === 'file') expect(c.turns.at(-1)?.files?.length ?? 0, c.id).toBeGreaterThan(0);
      if (c.kind === 'language') expect(['pt', 'es', 'fr']).toContain(c.language);
      if (c.kind === 'off-topic') {
        expect(c.expectRefusal, c.id).toBe(true);
        expect(c.mustContain[0], c.id).toEqual(['outside what I cover']);
      } else {
        expect(c.expectRefusal ?? false, c.id).toBe(false);
      }
    }
  });
});
