import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../db/seed-agents';
import { recogniseIntents } from '../offline-engine/intents';
import { EVAL_CASES } from './cases';
import { REDIRECT } from './cases/off-topic';
import type { EvalCase, EvalKind } from './eval-case';
import { flatten } from './normalise';
import { changedNumbers } from './numbers';
import { caseSources } from './score';

const coachOf = (evalCase: EvalCase) => SEED_AGENTS.find((a) => a.seedKey === evalCase.coach)!;
const sourcesOf = (evalCase: EvalCase) => caseSources(evalCase, coachOf(evalCase));
const ofKind = (kind: EvalKind) => EVAL_CASES.filter((c) => c.kind === kind);

describe('the evaluation set', () => {
  it('has at least eight cases for every seeded coach, and no others', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(64);
    for (const coach of SEED_AGENTS) {
      expect(EVAL_CASES.filter((c) => c.coach === coach.seedKey).length).toBeGreaterThanOrEqual(8);
    }
    expect(EVAL_CASES.every((c) => coachOf(c) !== undefined)).toBe(true);
    expect(new Set(EVAL_CASES.map((c) => c.id)).size).toBe(EVAL_CASES.length);
  });

  it('covers numbers, follow-ups, files, off-topic and multi-part questions', () => {
    expect(ofKind('numeric').length).toBeGreaterThanOrEqual(10);
    expect(ofKind('follow-up').length).toBeGreaterThanOrEqual(10);
    expect(ofKind('file').length).toBeGreaterThanOrEqual(6);
    expect(ofKind('off-topic').length).toBeGreaterThanOrEqual(6);
    expect(ofKind('multi-part').length).toBeGreaterThanOrEqual(6);
    expect(EVAL_CASES.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    // Some questions are about a file attached one turn earlier, not with the question.
    const aboutAnEarlierFile = ofKind('file').filter(
      (c) => c.turns.length > 1 && !c.turns.at(-1)!.files && c.turns.some((t) => t.files),
    );
    expect(aboutAnEarlierFile.length).toBeGreaterThanOrEqual(3);
  });

  it("has issue 30's founder-written kinds in the numbers it asks for", () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(160);
    const least: Array<[EvalKind, number]> = [
      ['calculation', 35],
      ['small-talk', 15],
      ['follow-up', 20],
      ['language', 20],
      ['file', 10],
      ['off-topic', 12],
      ['one-line', 15],
    ];
    for (const [kind, count] of least) {
      expect(ofKind(kind).length, kind).toBeGreaterThanOrEqual(count);
    }
    const calculations = ofKind('calculation');
    expect(calculations.filter((c) => c.figures?.length).length).toBeGreaterThanOrEqual(33);
  });

  it('expects a decline for off-topic questions only', () => {
    for (const evalCase of EVAL_CASES) {
      expect(evalCase.expectRefusal === true, evalCase.id).toBe(evalCase.kind === 'off-topic');
    }
  });

  it('asks every language case in Portuguese, Spanish or French, across the coaches', () => {
    const languages = ofKind('language').map((c) => c.language);
    expect(languages.filter((language) => language === undefined || language === 'en')).toEqual([]);
    for (const language of ['pt', 'es', 'fr'] as const) {
      const ofLanguage = ofKind('language').filter((c) => c.language === language);
      expect(ofLanguage.length, language).toBeGreaterThanOrEqual(6);
      expect(new Set(ofLanguage.map((c) => c.coach)).size, language).toBeGreaterThanOrEqual(5);
    }
  });

  it("takes every key fact from the coach's knowledge or from what the founder sent", () => {
    for (const evalCase of EVAL_CASES.filter((c) => c.kind !== 'off-topic')) {
      const sources = flatten(sourcesOf(evalCase));
      for (const group of evalCase.mustContain) {
        const stated = group.filter((fact) => sources.includes(flatten(fact)));
        expect(stated, `${evalCase.id}: ${group.join(' / ')}`).not.toEqual([]);
      }
    }
  });

  it('never asks for a figure the scorer would count as changed', () => {
    for (const evalCase of EVAL_CASES) {
      const sources = sourcesOf(evalCase);
      for (const fact of evalCase.mustContain.flat()) {
        expect(changedNumbers(fact, sources), `${evalCase.id}: ${fact}`).toEqual([]);
      }
    }
  });

  it("asks off-topic questions for a redirect and forbids the coach's knowledge", () => {
    for (const evalCase of ofKind('off-topic')) {
      const knowledge = flatten(coachOf(evalCase).knowledge);
      expect(evalCase.mustContain).toEqual([REDIRECT]);
      expect(evalCase.mustNot?.length, evalCase.id).toBeGreaterThan(20);
      for (const text of evalCase.mustNot ?? []) expect(knowledge).toContain(flatten(text));
    }
    for (const coach of SEED_AGENTS) {
      const knowledge = flatten(coach.knowledge);
      expect(REDIRECT.filter((text) => knowledge.includes(text))).toEqual([]);
    }
  });

  it('measures answers, not tools: no message asks for a link, a video or the calendar', () => {
    const messages = EVAL_CASES.flatMap((c) => c.turns.map((t) => t.message));
    expect(messages.filter((m) => recogniseIntents(m).length > 0)).toEqual([]);
  });
});
