import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../../db/seed-agents';
import { EVAL_KINDS } from '../eval-case';
import { HELD_OUT_2_CASES } from '.';

/** The shape of the second held-out set only; the engine is never run here. */
describe('the second held-out set', () => {
  it('has 40 cases with unique held2- ids', () => {
    expect(HELD_OUT_2_CASES).toHaveLength(40);
    const ids = HELD_OUT_2_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('held2-'))).toBe(true);
  });

  it('covers every kind and every seeded coach, and only seeded coaches', () => {
    for (const kind of EVAL_KINDS) {
      expect(HELD_OUT_2_CASES.some((c) => c.kind === kind)).toBe(true);
    }
    const seedKeys = SEED_AGENTS.map((a) => a.seedKey);
    for (const seedKey of seedKeys) {
      expect(HELD_OUT_2_CASES.some((c) => c.coach === seedKey)).toBe(true);
    }
    expect(HELD_OUT_2_CASES.every((c) => seedKeys.includes(c.coach))).toBe(true);
  });

  it('gives every calculation case its expected figures', () => {
    const calculations = HELD_OUT_2_CASES.filter((c) => c.kind === 'calculation');
    expect(calculations.length).toBeGreaterThan(0);
    for (const c of calculations) expect(c.figures?.length ?? 0).toBeGreaterThan(0);
  });

  it('has a message in every turn, several turns in follow-ups and files in file cases', () => {
    for (const c of HELD_OUT_2_CASES) {
      expect(c.turns.length).toBeGreaterThan(0);
      expect(c.turns.every((t) => t.message.trim() !== '')).toBe(true);
    }
    const followUps = HELD_OUT_2_CASES.filter((c) => c.kind === 'follow-up');
    expect(followUps.every((c) => c.turns.length > 1)).toBe(true);
    const fileCases = HELD_OUT_2_CASES.filter((c) => c.kind === 'file');
    expect(fileCases.every((c) => c.turns.some((t) => (t.files ?? []).length > 0))).toBe(true);
  });

  it('expects a decline exactly for the off-topic cases, and a foreign opening for language cases', () => {
    for (const c of HELD_OUT_2_CASES) {
      expect(c.expectRefusal === true).toBe(c.kind === 'off-topic');
      if (c.kind === 'language') expect(['pt', 'es', 'fr']).toContain(c.language);
    }
    const offTopic = HELD_OUT_2_CASES.filter((c) => c.kind === 'off-topic');
    expect(offTopic.every((c) => c.mustContain[0]?.includes('outside what I cover'))).toBe(true);
  });
});
