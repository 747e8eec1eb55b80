import { formsIn, KIND_NAMES, sameKind, type CompanyKind } from './company-forms';
import { fundingKind, isVentureCapital, plansRaising } from './funding-intent';
import { founderCount } from './people-count';
import { COUNTRY_NAMES, registeredCountry } from './places';
import { answerOf, AnswerOf, quoted, type RoleAnswer } from './step-roles';
import type { AnswerReading } from './answer-checks';

// Checks of the company's form against where it is registered, who founds it and its money.

/** The kind of company the structure answer chose ("Corporation (C-corp or equivalent)": corp). */
export const chosenKind = (structure: RoleAnswer | undefined): CompanyKind | undefined =>
  structure && formsIn(structure.text)[0]?.kind;

export function structureVsLocation({ byRole: { structure, location } }: AnswerReading): string[] {
  if (!location) return [];
  const kind = chosenKind(structure);
  const checks: string[] = [];
  const locationForms = formsIn(location.text);
  for (const form of locationForms) {
    if (structure && kind && !sameKind(kind, form.kind)) {
      checks.push(
        `${AnswerOf(structure)} is ${quoted(structure.text)}, but ${answerOf(location)} says ${quoted(location.text)}, which is ${KIND_NAMES[form.kind]}: pick one, since liability, taxes and what investors accept differ.`,
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
          ? `${answerOf(location)} registers`
          : `${answerOf(answer)} and ${answerOf(location)} register`;
      checks.push(
        `The ${form.name} is a company form of ${form.where}, but ${where} it in ${COUNTRY_NAMES[country]} (${quoted(location.text)}): a company registered there takes one of its own forms, so check which you mean.`,
      );
    }
  }
  return checks;
}

export function structureVsFounders({ byRole: { structure, founders } }: AnswerReading): string[] {
  const kind = chosenKind(structure);
  const count = founders && founderCount(founders.value);
  if (!structure || !founders || count === undefined) return [];
  if (kind === 'sole' && count > 1) {
    return [
      `${AnswerOf(structure)} is ${quoted(structure.text)}, but ${answerOf(founders)} counts ${count} founders: a sole proprietorship has a single owner, so ${count} founders need a partnership or a company.`,
    ];
  }
  if (kind === 'partnership' && count === 1) {
    return [
      `${AnswerOf(structure)} is ${quoted(structure.text)}, but ${answerOf(founders)} counts one founder: a partnership needs at least two partners.`,
    ];
  }
  return [];
}

export function fundingVsOtherAnswers({ byRole }: AnswerReading): string[] {
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
        `${AnswerOf(funding)} is ${quoted(funding.text)}, but ${answerOf(raising)} plans on outside money (${quoted(raising.text)}): decide which, since a raise changes your runway, your structure and when you can hire.`,
      );
    }
  }
  const company = chosenKind(structure);
  if (kind === 'equity' && structure && (company === 'sole' || company === 'partnership')) {
    checks.push(
      `${AnswerOf(funding)} is ${quoted(funding.text)}, but ${answerOf(structure)} is ${quoted(structure.text)}: investors buy shares, which ${KIND_NAMES[company]} does not issue, so you would need a company first.`,
    );
  } else if (kind === 'equity' && company === 'llc' && isVentureCapital(funding.text)) {
    checks.push(
      `${AnswerOf(funding)} is ${quoted(funding.text)}, but ${answerOf(structure!)} is ${quoted(structure!.text)}: most venture funds invest only in corporations, so you may have to convert before the round.`,
    );
  }
  return checks;
}
