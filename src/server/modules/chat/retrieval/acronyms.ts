/**
 * The startup world's abbreviations and what they stand for: founders write "pmf", "icp" or
 * "nrr" where knowledge spells the words out (and the other way round). Written here: it is
 * the trade's common vocabulary, which no maintained package lists.
 */
const ACRONYMS: Readonly<Record<string, string>> = {
  pmf: 'product-market fit',
  gtm: 'go-to-market',
  icp: 'ideal customer profile',
  tam: 'total addressable market',
  arr: 'annual recurring revenue',
  mrr: 'monthly recurring revenue',
  nrr: 'net revenue retention',
  ndr: 'net dollar retention',
  grr: 'gross revenue retention',
  cac: 'customer acquisition cost',
  ltv: 'lifetime value',
  clv: 'customer lifetime value',
  arpa: 'average revenue per account',
  arpu: 'average revenue per user',
  acv: 'annual contract value',
  esop: 'employee stock option pool',
  mvp: 'minimum viable product',
  kpi: 'key performance indicator',
  okr: 'objectives and key results',
  roi: 'return on investment',
  vc: 'venture capital investor',
  vcs: 'venture capital investors',
  sdr: 'sales development representative',
  bdr: 'business development representative',
  ae: 'account executive',
  plg: 'product-led growth',
  seo: 'search engine optimisation',
  nps: 'net promoter score',
  cogs: 'cost of goods sold',
  ebitda: 'earnings before interest taxes depreciation amortisation',
  pnl: 'profit and loss',
  llc: 'limited liability company',
  ip: 'intellectual property',
  nda: 'non-disclosure agreement',
  loi: 'letter of intent',
  pr: 'public relations',
};

const WORD = /[A-Za-z&]+/g;

/** The spelled-out words of the abbreviations a text uses ("" when it uses none). */
export function acronymExpansions(text: string): string {
  const found = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const expansion = ACRONYMS[word.toLowerCase().replace('&', 'n')];
    if (expansion) found.add(expansion);
  }
  return [...found].join(' ');
}
