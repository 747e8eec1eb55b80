import type { ReplyLanguage } from './detect-language';

/*
 * Closed-class words (articles, prepositions, pronouns, question words, the commonest
 * verbs) of each language. A founder's line is often half English jargon ("valuation
 * pre-money", "churn", "CAC") that sways a letter-statistics detector; these little words
 * are what the sentence is written in. Words shared by languages count for each.
 */
const WORDS: Record<ReplyLanguage, string> = {
  en:
    'the a an is are was be been do does did i we you my our your us me it this that these those ' +
    'what how when why which who should would could can will of to for with and or but if in on ' +
    'at by from about much many have has had not no yes there their they than then so just ' +
    'get need want as per each every into over under above below more most less very also ' +
    'only any some all one its were will am',
  pt:
    'o a os as um uma uns umas de do da dos das no na nos nas em com para por pelo pela que ' +
    'não nao é e eu nós nos você voce vocês meu minha meus minhas nosso nossa nossos nossas ' +
    'seu sua quanto quanta quantos quantas quando como onde qual quais porque porquê por que ' +
    'temos tenho tem têm estamos estou está vamos devo devemos posso podemos ao aos à às mais ' +
    'me te se lhe muito isso isto esse essa ser foi são já ou mas se sem também',
  es:
    'el la los las un una unos unas de del en con para por que no es y yo nosotros usted ' +
    'ustedes mi mis nuestro nuestra nuestros nuestras su sus cuánto cuanto cuánta cuantos ' +
    'cuántos cuándo cuando cómo como dónde donde cuál cual cuáles porque qué tenemos tengo ' +
    'tiene estamos estoy está vamos debo debemos puedo podemos al más muy eso esto ese esa ' +
    'ser fue son ya o pero si sin también hay me te se le lo mucho mucha muchos',
  fr:
    'le la les un une des de du en avec pour par que qui ne pas est et je nous vous mon ma mes ' +
    'notre nos votre vos son sa ses combien quand comment où quel quelle quels quelles ' +
    'pourquoi avons ai avez a sommes suis devons dois pouvons peux au aux plus très ça cela ' +
    'ce cette être été sont déjà ou mais si sans aussi il y faut me te se',
};

const LOOKUP: ReadonlyMap<string, ReplyLanguage[]> = (() => {
  const map = new Map<string, ReplyLanguage[]>();
  for (const [language, words] of Object.entries(WORDS) as [ReplyLanguage, string][]) {
    for (const word of words.split(' ')) map.set(word, [...(map.get(word) ?? []), language]);
  }
  return map;
})();

/** How many of the words are each language's little words (0 for a line of jargon only). */
export function functionWordVotes(words: string[]): Map<ReplyLanguage, number> {
  const votes = new Map<ReplyLanguage, number>();
  for (const word of words) {
    for (const language of LOOKUP.get(word) ?? []) {
      votes.set(language, (votes.get(language) ?? 0) + 1);
    }
  }
  return votes;
}
