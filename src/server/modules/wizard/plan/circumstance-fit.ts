import type { Country } from './places';
import { countriesIn, registeredCountry } from './places';

/** A sentence's subject sits in its first words ("In the US, when a founder receives…"). */
const OPENING_WORDS = 12;
/** Knowledge that applies to US companies only, by its opening words or US tax terms anywhere. */
const US_ONLY = /\b(?:in the US|US startups?|Delaware|Section 1202)\b/;
const US_TAX = /\bIRS\b|\b83\(b\)/;
/** Knowledge for founders whose company is not American. */
const OUTSIDE_US = /\b(?:outside the US|non-US)\b/;
/** Knowledge about sharing a company between founders. */
const CO_FOUNDERS =
  /\b(?:co-?founders?|founders should agree|equal splits?|between (?:the )?founders)\b/i;

/** What the answers say of the founder's circumstances, as far as knowledge depends on them. */
export interface Circumstances {
  /** Where the company is registered, and every country the location answer names. */
  registered: Country | undefined;
  named: Set<Country>;
  founders: number | undefined;
}

export function circumstancesOf(location: string | undefined, founders: number | undefined) {
  return {
    registered: location ? registeredCountry(location) : undefined,
    named: new Set(location ? countriesIn(location).map((c) => c.country) : []),
    founders,
  } satisfies Circumstances;
}

/**
 * Whether a sentence opens on a circumstance the founder is not in: US rules for a company
 * registered elsewhere (the US named nowhere in their answer), advice for non-US founders to
 * founders all in the US, co-founder advice to a solo founder.
 */
export function aboutOtherCircumstances(sentence: string, they: Circumstances): boolean {
  const opening = sentence.split(/\s+/, OPENING_WORDS).join(' ');
  if (they.registered && they.registered !== 'US' && !they.named.has('US')) {
    if (US_ONLY.test(opening) || US_TAX.test(sentence)) return true;
  }
  if (they.registered === 'US' && [...they.named].every((c) => c === 'US')) {
    if (OUTSIDE_US.test(opening)) return true;
  }
  return they.founders === 1 && CO_FOUNDERS.test(opening);
}
