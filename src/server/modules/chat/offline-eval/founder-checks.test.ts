import { describe, expect, it } from 'vitest';
import type { EvalCase } from './eval-case';
import { missingFigures, statedFigures } from './figures';
import { changedNumbers } from './numbers';
import { changedFigures, identicalPairs, scoreCase } from './score';

const runwayCase: EvalCase = {
  id: 'runway',
  coach: 'founder-finance-coach',
  kind: 'calculation',
  turns: [{ message: 'we have $200k in the bank and burn 15k a month, how long do we last?' }],
  mustContain: [['runway']],
  figures: [{ value: 13.3, unit: 'months' }],
};
const sources = `Runway is cash divided by net burn.\n\n${runwayCase.turns[0]!.message}`;
const scored = (reply: string, evalCase: EvalCase = runwayCase) =>
  scoreCase(evalCase, [{ message: evalCase.turns[0]!.message, reply }], sources);

describe('figures the founder asked for', () => {
  it('reads money, months, percent, ratios and multiples with their units', () => {
    const reply =
      '**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**. LTV is €2,000 (3.3:1), ' +
      'you can lose 25.6% or 40 % of them, a 1.5x burn multiple, 563 customers, £1.2M, 59€.';
    expect(statedFigures(reply)).toEqual([
      { value: 200000, unit: 'money' },
      { value: 15000, unit: 'money' },
      { value: 13.3, unit: 'months' },
      { value: 2000, unit: 'money' },
      { value: 3.3, unit: 'ratio' },
      { value: 25.6, unit: 'percent' },
      { value: 40, unit: 'percent' },
      { value: 1.5, unit: 'multiple' },
      { value: 563, unit: 'count' },
      { value: 1200000, unit: 'money' },
      { value: 59, unit: 'money' },
    ]);
  });

  it('accepts a figure to the precision of its unit, in its unit only', () => {
    expect(missingFigures('About 13.33 months of runway.', runwayCase.figures)).toEqual([]);
    expect(missingFigures('About 13 months of runway.', runwayCase.figures)).toHaveLength(1);
    // The right number as money or a percent is not a runway.
    expect(missingFigures('Runway: $13.3, or 13.3%.', runwayCase.figures)).toHaveLength(1);
    expect(missingFigures('$1,333.33 a month', [{ value: 1333.33, unit: 'money' }])).toEqual([]);
    expect(missingFigures('$1,333.3 a month', [{ value: 1333.33, unit: 'money' }])).toHaveLength(1);
    expect(missingFigures('You need 562 customers.', [{ value: 563, unit: 'count' }])).toHaveLength(
      1,
    );
  });

  it('fails a case whose reply explains the formula without its figures', () => {
    const findings = scored('Runway is cash in the bank divided by net burn.');
    expect(findings.missingFigures).toEqual([{ value: 13.3, unit: 'months' }]);
    expect(scored('Your runway: 13.3 months.').missingFigures).toEqual([]);
  });
});

describe('numbers the engine computed', () => {
  it("does not count the calculation's lines, its line of meaning or the expected figures as changed", () => {
    const reply = [
      '**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**.',
      'That is how long the cash lasts; raising usually takes 3 to 6 months.',
      '',
      'So 13.3 months: start raising within 4 months.',
    ].join('\n');
    expect(changedFigures(reply, sources, runwayCase.figures)).toEqual(['4']);
    expect(changedNumbers(reply, sources)).toContain('13.3');
  });

  it("counts the founder's figure restated in another form as stated", () => {
    expect(changedNumbers('With $200,000 in the bank and $15,000 of burn', sources)).toEqual([]);
    expect(changedNumbers('With $200,001 in the bank', sources)).toEqual(['$200,001']);
    expect(changedNumbers('Churn of 15%', sources)).toEqual(['15%']);
  });
});

describe('declines', () => {
  const decline = 'That is outside what I cover as Founder Finance Coach.';

  it('counts a decline of a covered question as a wrong refusal', () => {
    expect(scored(decline)).toMatchObject({ wrongRefusal: true, missedRefusal: false });
    expect(scored('Your runway is 13.3 months.').wrongRefusal).toBe(false);
  });

  it('asks an off-topic case for the decline', () => {
    const offTopic: EvalCase = { ...runwayCase, kind: 'off-topic', expectRefusal: true };
    expect(scored(decline, offTopic)).toMatchObject({ wrongRefusal: false, missedRefusal: false });
    expect(scored('Runway is cash over burn.', offTopic).missedRefusal).toBe(true);
  });

  it('lets two declines or two greetings to one coach be the same reply', () => {
    const reply = (id: string, kind: EvalCase['kind'], message: string, text: string) => ({
      id,
      coach: 'finance',
      kind,
      message,
      reply: text,
    });
    const greeting = 'Hi! I help with runway and burn.';
    expect(
      identicalPairs([
        reply('a', 'off-topic', 'puppy names?', decline),
        reply('b', 'off-topic', 'pasta recipe?', decline),
        reply('hi', 'small-talk', 'hi', greeting),
        reply('yo', 'small-talk', 'yo', greeting),
        reply('runway', 'factual', 'what is runway?', greeting),
      ]),
    ).toEqual([
      ['hi', 'runway'],
      ['yo', 'runway'],
    ]);
  });
});

describe('the language of the reply', () => {
  const inPortuguese: EvalCase = { ...runwayCase, kind: 'language', language: 'pt' };
  const answer = 'Your runway is 13.3 months: $200,000 divided by $15,000 of monthly burn.';

  it("is the founder's when the first paragraph is in it", () => {
    const reply = `Sem um modelo de linguagem ativo, só consigo responder em inglês, mas tenho em conta os seus números.\n\n${answer}`;
    expect(scored(reply, inPortuguese).wrongLanguage).toBeNull();
    expect(scored(answer).wrongLanguage).toBeNull();
  });

  it('is named when the reply opens in another one', () => {
    expect(scored(answer, inPortuguese).wrongLanguage).toBe('en');
    const spanish =
      'Sin un modelo de lenguaje activo, solo puedo responder en inglés, pero tengo en cuenta sus cifras.';
    expect(scored(`${spanish}\n\n${answer}`, inPortuguese).wrongLanguage).toBe('es');
    expect(scored(`${spanish}\n\n${answer}`).wrongLanguage).toBe('es');
  });
});

describe('a follow-up to a calculation', () => {
  it('may restate what the previous reply computed', () => {
    const followUp: EvalCase = {
      ...runwayCase,
      kind: 'follow-up',
      turns: [...runwayCase.turns, { message: 'and if we hire one more engineer at $8k/month?' }],
      figures: [{ value: 8.7, unit: 'months' }],
    };
    const turns = [
      {
        message: followUp.turns[0]!.message,
        reply: '**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**.',
      },
      {
        message: followUp.turns[1]!.message,
        reply: 'Down from 13.3 months to 8.7 months, or 9.1 months at $7k.',
      },
    ];
    const all = `${sources}\n\n${followUp.turns[1]!.message}`;
    expect(scoreCase(followUp, turns, all).changedNumbers).toEqual(['9.1', '$7k']);
  });
});
