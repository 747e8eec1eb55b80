/** Where a company can be registered, by country (a US state counts as the US). */
export type Country =
  | 'US'
  | 'UK'
  | 'IE'
  | 'DE'
  | 'AT'
  | 'CH'
  | 'FR'
  | 'PT'
  | 'ES'
  | 'NL'
  | 'BE'
  | 'IT'
  | 'BR'
  | 'CA'
  | 'AU'
  | 'NZ'
  | 'IN'
  | 'SG'
  | 'HK'
  | 'EE';

export const COUNTRY_NAMES: Record<Country, string> = {
  US: 'the US',
  UK: 'the UK',
  IE: 'Ireland',
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
  FR: 'France',
  PT: 'Portugal',
  ES: 'Spain',
  NL: 'the Netherlands',
  BE: 'Belgium',
  IT: 'Italy',
  BR: 'Brazil',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  IN: 'India',
  SG: 'Singapore',
  HK: 'Hong Kong',
  EE: 'Estonia',
};

/** Names of each country and of the places in it founders register in or live in. */
const PLACE_NAMES: [Country, string][] = [
  [
    'US',
    'united states|america|delaware|wyoming|nevada|california|new york|nyc|texas|florida|massachusetts|colorado|illinois|san francisco|silicon valley|austin|boston|seattle|los angeles|chicago|miami',
  ],
  ['UK', 'united kingdom|britain|england|scotland|wales|london|manchester|edinburgh'],
  ['IE', 'ireland|dublin'],
  ['DE', 'germany|berlin|munich|hamburg'],
  ['AT', 'austria|vienna'],
  ['CH', 'switzerland|zurich|zürich|geneva'],
  ['FR', 'france|paris|lyon'],
  ['PT', 'portugal|lisbon|lisboa|porto'],
  ['ES', 'spain|madrid|barcelona'],
  ['NL', 'netherlands|holland|amsterdam'],
  ['BE', 'belgium|brussels'],
  ['IT', 'italy|milan|rome'],
  ['BR', 'brazil|brasil|são paulo|sao paulo|rio de janeiro'],
  ['CA', 'canada|toronto|vancouver|montreal'],
  ['AU', 'australia|sydney|melbourne'],
  ['NZ', 'new zealand|auckland'],
  ['IN', 'india|bangalore|bengaluru|mumbai|delhi'],
  ['SG', 'singapore'],
  ['HK', 'hong kong'],
  ['EE', 'estonia|tallinn'],
];
const PLACES = PLACE_NAMES.map(([country, names]) => ({
  country,
  pattern: new RegExp(`\\b(?:${names})\\b`, 'gi'),
}));
/** Abbreviations are matched as capitals only: "US" is a country, "us" is the founders. */
const ABBREVIATIONS: { country: Country; pattern: RegExp }[] = [
  { country: 'US', pattern: /\b(?:US|USA|U\.S\.(?:A\.)?)(?=\W|$)/g },
  { country: 'UK', pattern: /\b(?:UK|U\.K\.)(?=\W|$)/g },
];

/** Every country a text names, in the order it names them. */
export function countriesIn(text: string): { country: Country; at: number }[] {
  return [...PLACES, ...ABBREVIATIONS]
    .flatMap(({ country, pattern }) =>
      [...text.matchAll(pattern)].map((m) => ({ country, at: m.index })),
    )
    .sort((a, b) => a.at - b.at);
}

/** Words that lead to the place of registration ("registered in Portugal"). */
const REGISTERED_IN =
  /\b(?:registered|registering|register|incorporated|incorporating|incorporate|formed|registration|headquartered)\b/gi;
/** A company form beside its place ("Delaware C-corp", "LLC in Wyoming"). */
const FORM_WORD = /\b(?:company|entity|c-?corp\w*|corporation|inc|llc|ltd|gmbh)\b/gi;

/**
 * Where the company is registered, as a location answer says it: the place after "registered
 * in", else the place beside the company's form ("Delaware C-corp"), else the first it names.
 */
export function registeredCountry(text: string): Country | undefined {
  const named = countriesIn(text);
  const after = (at: number, within: number) => named.find((n) => n.at > at && n.at - at <= within);
  for (const marker of text.matchAll(REGISTERED_IN)) {
    const place = after(marker.index, 30);
    if (place) return place.country;
  }
  for (const form of text.matchAll(FORM_WORD)) {
    const before = named.findLast((n) => n.at < form.index && form.index - n.at <= 15);
    const place = before ?? after(form.index, 15);
    if (place) return place.country;
  }
  return named[0]?.country;
}
