import { formsIn, KIND_NAMES, sameKind, type CompanyKind } from './company-forms';
import { readEquitySplit, splitShortfall } from './equity-split';
import { fundingKind, isVentureCapital, plansRaising } from './funding-intent';
import { hireTimings } from './hire-timing';
import { monthsText, type Runway } from './money-section';
import { founderCount, peopleInWords, type PeopleCount } from './people-count';
import { COUNTRY_NAMES, registeredCountry } from './places';
import { quoted, type RoleAnswer, type StepRole } from './step-roles';

/** The answers as the checks read them. */
export interface AnswerReading {
  byRole: Partial<Record<StepRole, RoleAnswer>>;
  runway: Runway | undefined;
}

const said = (answer: RoleAnswer) => `your ${answer.step.name} answer`;
const Said = (answer: RoleAnswer) => `Your ${answer.step.name} answer`;

/** Founders a split of shares names: its words ("me and my co-founder"), else its shares. */
function peopleInSplit(text: string): PeopleCount | undefined {
  const words = peopleInWords(text);
  if (words) return words;
  const split = readEquitySplit(text);
  return split && { count: split.shares.length - split.nonFounderShares, atLeast: false };
}

function foundersVsSplit({ byRole: { founders, equity } }: AnswerReading): string[] {
  if (!founders || !equity) return [];
  const count = founderCount(founders.value);
  const named = peopleInSplit(equity.text);
  if (count === undefined || !named) return [];
  const fits = named.atLeast ? count >= named.count : count === named.count;
  if (fits) return [];
  const people = `${named.atLeast ? 'at least ' : ''}${named.count} ${named.count === 1 ? 'person' : 'people'}`;
  return [
    `${Said(founders)} is ${quoted(founders.text)}, but ${said(equity)} (${quoted(equity.text)}) names ${people}: settle who the founders are before you split the shares.`,
  ];
}

function splitAddsUp({ byRole: { equity } }: AnswerReading): string[] {
  const split = equity && readEquitySplit(equity.text);
  if (!split || split.shares.length < 2) return [];
  const shortfall = splitShortfall(split);
  if (Math.abs(shortfall) < 0.5) return [];
  const total = `${Math.round((100 - shortfall) * 10) / 10}%`;
  return [
    shortfall > 0
      ? `${Said(equity)} splits the company ${split.written}, which adds up to ${total}, not 100%: say who holds the other ${shortfall}%.`
      : `${Said(equity)} splits the company ${split.written}, which adds up to ${total}, more than the whole company.`,
  ];
}

/** The kind of company the structure answer chose ("Corporation (C-corp or equivalent)": corp). */
export const chosenKind = (structure: RoleAnswer | undefined): CompanyKind | undefined =>
  structure && formsIn(structure.text)[0]?.kind;

function structureVsLocation({ byRole: { structure, location } }: AnswerReading): string[] {
  if (!location) return [];
  const kind = chosenKind(structure);
  const checks: string[] = [];
  const locationForms = formsIn(location.text);
  for (const form of locationForms) {
    if (structure && kind && !sameKind(kind, form.kind)) {
      checks.push(
        `${Said(structure)} is ${quoted(structure.text)}, but ${said(location)} says ${quoted(location.text)}, which is ${KIND_NAMES[form.kind]}: pick one, since liability, taxes and what investors accept differ.`,
      );
    }
  }
  // A form of one country registered in another ("a Ltd in Delaware"); an option of the
  // wizard ("C-corp or equivalent") names no country of its own.
  const country = registeredCountry(location.text);
  const ownWords = structure?.step.question.type === 'options' ? [] : [structure];
  for (const answer of [location, ...ownWords]) {
    if (!answer || !country) continue;
    for (const form of formsIn(answer.text)) {
      if (!form.countries || form.countries.includes(country)) continue;
      const where =
        answer === location
          ? `${said(location)} registers`
          : `${said(answer)} and ${said(location)} register`;
      checks.push(
        `The ${form.name} is a company form of ${form.where}, but ${where} it in ${COUNTRY_NAMES[country]} (${quoted(location.text)}): a company registered there takes one of its own forms, so check which you mean.`,
      );
    }
  }
  return checks;
}

function structureVsFounders({ byRole: { structure, founders } }: AnswerReading): string[] {
  const kind = chosenKind(structure);
  const count = founders && founderCount(founders.value);
  if (!structure || !founders || count === undefined) return [];
  if (kind === 'sole' && count > 1) {
    return [
      `${Said(structure)} is ${quoted(structure.text)}, but ${said(founders)} counts ${count} founders: a sole proprietorship has a single owner, so ${count} founders need a partnership or a company.`,
    ];
  }
  if (kind === 'partnership' && count === 1) {
    return [
      `${Said(structure)} is ${quoted(structure.text)}, but ${said(founders)} counts one founder: a partnership needs at least two partners.`,
    ];
  }
  return [];
}

function fundingVsOtherAnswers({ byRole }: AnswerReading): string[] {
  const { funding, structure } = byRole;
  if (!funding) return [];
  const kind = fundingKind(funding.step.question, funding.value);
  const checks: string[] = [];
  if (kind === 'bootstrap') {
    const raising = (['equity', 'hires', 'location', 'founders'] as const)
      .map((role) => byRole[role])
      .find((answer) => answer && typeof answer.value === 'string' && plansRaising(answer.text));
    if (raising) {
      checks.push(
        `${Said(funding)} is ${quoted(funding.text)}, but ${said(raising)} plans on outside money (${quoted(raising.text)}): decide which, since a raise changes your runway, your structure and when you can hire.`,
      );
    }
  }
  const company = chosenKind(structure);
  if (kind === 'equity' && structure && (company === 'sole' || company === 'partnership')) {
    checks.push(
      `${Said(funding)} is ${quoted(funding.text)}, but ${said(structure)} is ${quoted(structure.text)}: investors buy shares, which ${KIND_NAMES[company]} does not issue, so you would need a company first.`,
    );
  } else if (kind === 'equity' && company === 'llc' && isVentureCapital(funding.text)) {
    checks.push(
      `${Said(funding)} is ${quoted(funding.text)}, but ${said(structure!)} is ${quoted(structure!.text)}: most venture funds invest only in corporations, so you may have to convert before the round.`,
    );
  }
  return checks;
}

/** A dated hire at or after the month the money runs out. */
export function hiresVsRunway({ byRole: { hires }, runway }: AnswerReading): string[] {
  const first = hires && hireTimings(hires.text)[0];
  if (!first || !runway || runway.months === Infinity) return [];
  // A hire in the month the money runs out, or later, starts with less than a month's money.
  if (first.startsAfter < Math.ceil(runway.months) - 1) return [];
  const left = runway.months - first.startsAfter;
  const outcome =
    left <= 0
      ? 'so it is gone before that hire starts'
      : `so that hire would start with ${monthsText(Math.round(left * 10) / 10)} of money left, before paying for it`;
  return [
    `You plan to hire ${first.words}; at this burn your money lasts ${runway.said} (${runway.sum.text} ÷ ${runway.monthly.text}), ${outcome}.`,
  ];
}

const CHECKS = [
  foundersVsSplit,
  splitAddsUp,
  structureVsLocation,
  structureVsFounders,
  fundingVsOtherAnswers,
  hiresVsRunway,
];

/** Where answers contradict each other: one sentence each, naming both answers. */
export const answerChecks = (reading: AnswerReading): string[] =>
  CHECKS.flatMap((check) => check(reading));
