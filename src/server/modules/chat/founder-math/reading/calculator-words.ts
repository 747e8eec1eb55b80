import type { CalculatorId } from '../types';

/** Words that ask for a calculator, folded (lowercase, no accents), en/pt/es/fr; first match wins. */
const ASKS: [CalculatorId, RegExp][] = [
  [
    'safe_conversion',
    /\bsafes?\b[^.?!]{0,80}\b(?:cap|discount|convert|own|desconto|descuento|remise|teto|tope|plafond)|\b(?:convert|converts|conversion|converte|convierte|convertit)\b[^.?!]{0,80}\bcap\b/,
  ],
  [
    'burn_multiple',
    /\bburn[- ]multiple|\bmultiplo de (?:queima|quema)|\bnet new arr\b|\bnovo arr\b|\bnuevo arr\b/,
  ],
  [
    'default_alive',
    /\bdefault[- ](?:alive|dead)|\b(?:profitable|profitability|lucrativos?|rentaveis|rentables?|rentabilite|lucro) (?:before|antes|avant)\b/,
  ],
  [
    'ltv',
    /\bltv\b|\blifetime value\b|\bclv\b|\b(?:customers?|clients?|accounts?|users?|subscribers?) (?:is |are )?worth\b|\bworth of (?:a|one|each) (?:customer|client|account)\b|\bvalor (?:do|de) (?:tempo de )?vida\b|\bvaleur (?:vie|a vie|de vie) (?:du )?client/,
  ],
  [
    'cac_payback',
    /\bpayback\b|\bpay(?:s|ing)? (?:it |itself |that |this )?back\b|\bpaid back\b|\brecover\w* (?:the |our |my )?(?:cac|acquisition cost)\b|\b(?:recuperation|recuperacao|recuperacion|recuperer|recuperar)\b|\b(?:get|earn|make|recover|win|recoup)\w* (?:our |the |my |it |that |this |them )?(?:cac |money |cost )?back\b|\brecoup\w*\b|\bretorno (?:do|de|del) cac\b|\brecuper\w* (?:o |el |le )?cac\b|\bamorti\w*\b|\bretour sur (?:le )?cac\b|\brembourse\w*\b/,
  ],
  [
    'round_dilution',
    /\bgiv\w* (?:away|up)\b|\b(?:investors?|vcs?|they) (?:get|own|take|end up with)\b|\bdilut\w*|\bdilui\w*|\bdiluy\w*|\bdiluid\w*|\bdilue\w*|\bown after\b|\bwill (?:we|i) (?:own|keep|have left)\b|\bdo (?:we|i) (?:own|keep)\b|\bhow much (?:equity|of the company)\b|\bquanto (?:vamos |vou )?fica\w*\b|\bcuanto (?:nos|me) queda\b|\bwhat (?:share|percentage|percent|stake)\b[^.?!]{0,30}\binvestors?\b|\bquelle part\b[^.?!]{0,40}\b(?:investisseurs?|detenir|garder)\b|\bque (?:porcentaje|parte)\b[^.?!]{0,40}\binversor\w*|\bqu(?:e|al) (?:percentagem|porcentagem|parte)\b[^.?!]{0,40}\binvestidor\w*|\bcombien (?:nous|je) (?:reste|gardons|garde)\b/,
  ],
  [
    'break_even',
    /\bbreak[- ]?even\b|\bponto de equilibrio\b|\bpunto de equilibrio\b|\bseuil de rentabilite\b|\bpoint mort\b|\bcover (?:our |the |all |my )?(?:costs|expenses)\b|\bhow many (?:customers|clients|users|seats) (?:do|would|will) (?:we|i) need\b|\bquantos clientes (?:precisamos|preciso)\b|\bcuantos clientes necesit\w*\b|\bcombien de clients (?:faut|nous faut|il faut)\b/,
  ],
  [
    'price_change_churn',
    /\b(?:raise|raising|increase|increasing|bump|hike|put up|double\w*|change|changing|up) (?:the |our |my )?(?:price|prices|pricing)\b|\bprice (?:increase|rise|hike|change|bump)\b|\b(?:pass\w*|go|going|move|moving|switch\w*|mudar\w*|cambiar\w*|subir|increase|raise|bump\w*)\s+(?:\w+\s+){0,2}(?:to|a|para|pour)\s+(?:[$€£]\s?)?\d[\d.,]*\s?(?:k\s?)?(?:[$€£]|euros?|dollars?|reais)|\b(?:charg\w*|price[ds]?|pricing|cobr\w*|factur\w*|prix)\b[^.?!]{0,80}\b(?:instead|em vez|en vez|en lugar|au lieu|plutot)\b|\b(?:aument\w*|sub[io]\w*|augment\w*|raise\w*|increas\w*|hausse\w*|reajust\w*)\b (?:\w+ ){0,2}(?:price|prices|pricing|preco|precos|precio|precios|prix|tarif\w*)\b|\bhausse (?:de|des) prix\b|\bfrom\s*[$€£]?\s?\d[\d.,]*\s?(?:k\b)?\s?[$€£]?\s*(?:(?:a|per|\/)\s?\w+\s+)?to\s*[$€£]\s?\d|\bfrom\s*[$€£]\s?\d[\d.,]*\s?(?:k\b)?\s*(?:(?:a|per|\/)\s?\w+\s+)?to\s*\d|\bhow (?:many|much) (?:customers?|users?|clients?|accounts?|churn|of (?:our|my) (?:customers|users)) (?:can|could) (?:we|i) (?:afford to )?(?:lose|absorb|take)|\b(?:lose|absorb) before (?:revenue|income|mrr)\b|\b(?:from|de|desde)\s*(?:[$€£]\s?\d[\d.,]*\s?k?|\d[\d.,]*\s?k?\s?(?:[$€£]|euros?|dollars?|reais))\s*(?:(?:a|per|por|par|\/)\s?[a-z]+\s+)?(?:to|a|para|pour|hasta|ate)\s*[$€£]?\s?\d|\b(?:pass\w*|go|going|move|moving|switch\w*|mud\w*|cambi\w*|sub\w*|aument\w*|increase|raise|bump\w*)\s+(?:\w+\s+){0,2}(?:to|a|para|pour)\s+[$€£]\s?\d|\b(?:quantos|cuantos|combien de) (?:clientes|clients|usuarios|utilisateurs|assinantes|suscriptores|abonnes)\b[^?.!]{0,40}\b(?:perder|perdre)\b/,
  ],
  [
    'churn_lifetime',
    /\blifetime\b|\bretention\b|\bretencao\b|\bretencion\b|\bduree de vie\b|\bhow long (?:do |does |will |would |is |are )?(?:an? |the |our |my )?(?:average |typical )?(?:they|customers?|users?|clients?|accounts?|subscribers?) (?:stay|last|stick|remain|(?:is |are )?with us|around)|\bquanto tempo (?:os )?clientes ficam\b|\bquanto tempo\b[^.?!]{0,30}\bclientes?\b[^.?!]{0,12}\bfica\w*|\bcuanto tiempo\b[^.?!]{0,30}\bclientes?\b[^.?!]{0,12}\b(?:se )?qued\w*|\bcombien de temps\b[^.?!]{0,30}\bclients?\b[^.?!]{0,12}\breste\w*|\bcuanto tiempo se quedan\b|\b(?:is|es|est) (?:this |that |our |my |nuestro |notre |el |le )?churn\b|\bo (?:nosso )?churn e\b|\bchurn (?:is |e |es |est )?(?:too |muito |demasiado |trop )?(?:high|bad|good|ok|alto|alta|ruim|elevado|eleve)\b|\bleft after\b|\bhow many (?:customers|clients|users) (?:will )?(?:we )?(?:have )?left\b/,
  ],
  [
    'runway',
    /\brunway\b|\bhow long (?:will|would|does|do|can|could|is)\b[^.?!]{0,40}\blast\b|\bhow long (?:will|would|does|do|can|could|is) (?:the |our |my |this |that )?(?:money|cash|it|we|i)\b|\bhow long until\b|\bhow long (?:have|do) (?:we|i) (?:got|have|left)\b|\brun out of (?:money|cash)\b|\bmonths of (?:cash|runway|money)\b|\bquanto tempo\b|\bquantos meses\b|\bcuanto tiempo\b|\bcuantos meses\b|\bpista\b|\bcombien de (?:mois|temps)\b|\bmois de tresorerie\b|\bautonomie\b|\bsobreviv\w*\b|\bsurviv\w*\b|\bhow much longer\b|\bhow many months\b|\bmonths? (?:left|remaining|of money)\b/,
  ],
];

export function askedCalculator(folded: string, original: string): CalculatorId | null {
  if (/\bSAFEs?\b/.test(original) && /[$€£\d]/.test(original)) return 'safe_conversion';
  // "$1.5M … how long will it last": a decimal point is not a sentence's end.
  const text = folded.replace(/(\d)[.,](\d)/g, '$1$2');
  return ASKS.find(([, words]) => words.test(text))?.[0] ?? null;
}

/** "what if…", "and if…", "instead", "e se…", "y si…", "et si…": builds on the turn before. */
const FOLLOW_UP =
  /^\W*(?:(?:and|but|so|ok|okay|e|y|et|mais|pero|mas)\b\W*)?(?:what if|what about|how about|if we|if i|and if|e se|y si|et si|e que tal|y que tal|que tal|and with|with|com|con|avec|and)\b|\binstead\b|\bem vez\b|\bao inves\b|\ben lugar\b|\ben vez\b|\bau lieu\b|\bplutot\b/;

export function isFollowUp(folded: string): boolean {
  return FOLLOW_UP.test(folded);
}

/** "What should we aim for?": a question of norms, answered from knowledge, not from figures. */
const NORMATIVE =
  /\b(?:should|aim|target|good|healthy|typical|benchmark|normal|ideal|recommended|devemos|deveriamos|deveria|debemos|deberiamos|deberia|devrions|devons|devrait)\b/;

export function isNormative(folded: string): boolean {
  return NORMATIVE.test(folded);
}

/** A hire or a new cost: what a follow-up's monthly figure adds. */
export const HIRE_WORDS =
  /\b(?:hires?|hiring|engineers?|developers?|devs?|designers?|salespeople|salesperson|sales reps?|marketers?|employees?|contractors?|contrat\w*|embauch\w*|recrut\w*|engenheir\w*|ingenier\w*|ingenieur\w*|desarrollador\w*|developpeur\w*)\b/;
