import type { Role } from './roles';

/** Words (folded: lowercase, no accents) that give a nearby figure its role, en/pt/es/fr. */
const WORDS: [Role, string][] = [
  [
    'netNewArr',
    'net new arr|new net arr|new arr|arr added|added arr|novo arr|arr novo|nuevo arr|arr nuevo|nouvel arr|arr net|arr neto|arr liquido|novo arr liquido|nouvel arr net',
  ],
  [
    'cac',
    "cac|acquisition cost|cost to acquire|to acquire|to land|to win|to sign|per new customer|per customer acquired|cost per acquisition|custo de aquisicao|costo de adquisicion|cout d'acquisition|cout d acquisition|to get each one|to get one|to get a customer|to get each customer|to get a new customer|to bring in a customer|para adquirir|para conquistar|para conseguir um cliente|para conseguir un cliente|pour acquerir|pour obtenir un client|pour gagner un client",
  ],
  [
    'unitCost',
    'unit cost|cost per customer|cost per user|variable cost|variable costs|cost to serve|to serve|to deliver|cogs|custo por cliente|costo por cliente|cout par client|cout unitaire|custo unitario|costo unitario',
  ],
  [
    'cash',
    'bank|banco|banque|cash|caixa|caja|efectivo|raised|levantamos|captamos|recaudamos|levamos|savings|in the account|na conta|en la cuenta|en compte|tresorerie|tesoreria|saldo|avons leve|ont leve|starting money|money left|money in the bank|left|remaining|still have',
  ],
  [
    'burn',
    'burn|burns|burning|burned|burnt|net burn|queimamos|queima|queimando|queimar|quemamos|quema|quemando|brulons|brule|brulent|brulez|spend|spending|spent|perdemos|perdons|losing',
  ],
  [
    'expenses',
    'expenses|expense|costs|cost|opex|overhead|payroll|fixed costs|gastos|gasto|custos|custo|despesas|costes|costos|depenses|charges|couts|cout',
  ],
  [
    'revenue',
    "revenue|revenues|mrr|sales|receita|faturamento|faturamos|ingresos|facturacion|facturamos|ventas|vendas|chiffre d'affaires|revenus|arr|making|earn|earning|bring in|brings in|bringing in|take in|takes in|coming in|comes in",
  ],
  [
    'extraRevenue',
    'more revenue|extra revenue|additional revenue|new revenue|mais receita|receita extra|mas ingresos|ingresos extra|revenus supplementaires',
  ],
  [
    'extraCost',
    'hire|hires|hiring|hired|engineer|engineers|developer|developers|designer|designers|salesperson|salespeople|sales rep|marketer|employee|contractor|contractors|salary|contratar|contratamos|contratarmos|contratasse|contratasemos|contratamos|engenheiro|ingeniero|desarrollador|salario|embaucher|embauchons|embauchions|recruter|ingenieur|developpeur|salaire',
  ],
  [
    'price',
    'price|prices|priced|pricing|charge|charged|charging|pay|pays|subscription|seat|per seat|arpa|arpu|cheap|expensive|preco|precio|prix|tarif|cobramos|cobrar|cobrasse|cobro|cobrara|pagam|pagan|paient|payent|facturons|barato|caro|cher|assinatura|suscripcion|abonnement|paga|pagar|pague|panier|ticket|ticket medio|ticket moyen|basket',
  ],
  ['margin', 'margin|margins|gross margin|margem|margens|margen|margenes|marge|marges|gm'],
  [
    'churn',
    'churn|churns|churning|lose|lost|cancel|cancellations|attrition|cancelamento|cancelamentos|cancelaciones|desabonnement|resiliation',
  ],
  [
    'growth',
    'growth|growing|grow|grows|grew|crescer|crecer|croitre|mom|m/m|crescendo|crescimento|crescemos|cresce|crecemos|crecimiento|creciendo|crece|croissance|croissons|croit',
  ],
  [
    'preMoney',
    'pre|pre-money|premoney|pre money|valuation|valued|avaliacao|valuation pre|valoracion|valorisation|pre-money valuation',
  ],
  [
    'amount',
    'raising|raise|round|seed|series a|pre-seed|levantarmos|levantaremos|vamos levantar|captar|captando|levantar|levantando|rodada|ronda|recaudar|lever|levons|levee|tour|leve',
  ],
  ['investment', 'safe|safes|invest|invests|invested|investment|investing'],
  ['pool', "pool|option pool|esop|pool de opcoes|pool de opciones|pool d'options|stock options"],
  ['cap', 'cap|valuation cap|teto|tope|plafond'],
  ['discount', 'discount|desconto|descuento|decote|remise|rabais'],
  [
    'customers',
    'customers|customer|clients|client|clientes|cliente|users|usuarios|utilisateurs|accounts|subscribers|assinantes|suscriptores|abonnes|paying customers|clientes pagantes|logos',
  ],
  [
    'founders',
    'founders|cofounders|co-founders|fundadores|cofundadores|socios|fondateurs|cofondateurs|associes',
  ],
  [
    'employees',
    'employees|engineers|developers|people|staff|funcionarios|empleados|salaries|personnes|pessoas|personas|devs',
  ],
];

export interface RoleWord {
  role: Role;
  start: number;
  end: number;
}

const ROLE_OF = new Map<string, Role[]>();
for (const [role, words] of WORDS) {
  for (const word of words.split('|')) ROLE_OF.set(word, [...(ROLE_OF.get(word) ?? []), role]);
}
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
// Longest first, so "net new arr" wins over "arr" at the same place.
const ALTERNATION = [...ROLE_OF.keys()].sort((a, b) => b.length - a.length).map(escape);
const ROLE_WORD = new RegExp(
  `(?<![a-z])(?:${ALTERNATION.join('|')})(?![a-z]|-(?:seed|series|revenue|product|launch))`,
  'g',
);

/** Every role word in a folded text; a word with two roles (money / count) gives both. */
export function findRoleWords(folded: string): RoleWord[] {
  const found: RoleWord[] = [];
  for (const match of folded.matchAll(ROLE_WORD)) {
    for (const role of ROLE_OF.get(match[0]) ?? []) {
      found.push({ role, start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}
