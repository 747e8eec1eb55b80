import { describe, expect, it } from 'vitest';
import { EVAL_KINDS } from '../eval-case';
import { HELD_OUT_4_CASES } from './index';

const COACHES = [
  'fundraising-coach',
  'go-to-market-coach',
  'pricing-strategist',
  'hiring-team-coach',
  'pitch-deck-coach',
  'business-setup-advisor',
  'product-market-fit-coach',
  'founder-finance-coach',
];

describe('held-out set 4 (shape only)', () => {
  it('has 40 cases with unique held4- ids', () => {
    expect(HELD_OUT_4_CASES).toHaveLength(40);
    const ids = HELD_OUT_4_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^held4-/);
  });

  it('covers every kind and gives every coach 5 cases', () => {
    const kinds = new Set(HELD_OUT_4_CASES.map((c) => c.kind));
    for (const kind of EVAL_KINDS) expect(kinds.has(kind)).toBe(true);
    for (const coach of COACHES) {
      expect(HELD_OUT_4_CASES.filter((c) => c.coach === coach)).toHaveLength(5);
    }
  });

  it('states figures on every calculation case', () => {
    for (const c of HELD_OUT_4_CASES.filter((x) => x.kind === 'calculation')) {
      expect(c.figures?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('asks for a decline only on off-topic cases, with the decline phrase', () => {
    for (const c of HELD_OUT_4_CASES) {
      expect(c.expectRefusal === true).toBe(c.kind === 'off-topic');
      if (c.kind === 'off-topic') expect(c.mustContain[0]).toEqual(['outside what I cover']);
    }
  });

  it('has a non-English opening language on every language case', () => {
    for (const c of HELD_OUT_4_CASES.filter((x) => x.kind === 'language')) {
      expect(['pt', 'es', 'fr']).toContain(c.language);
    }
  });

  it('gives follow-ups several turns and files to file cases', () => {
    for (const c of HELD_OUT_4_CASES) {
      if (c.kind === 'follow-up') expect(c.turns.length).toBeGreaterThan(1);
      if (c.kind === 'file') expect(c.turns.some((t) => (t.files?.length ?? 0) > 0)).toBe(true);
      expect(c.mustContain.length).toBeGreaterThan(0);
    }
  });
});
