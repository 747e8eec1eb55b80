import { ARTICLE_BODIES } from './article-bodies';
import { HELP_ARTICLES, STARTER_ARTICLE_IDS, type HelpArticle } from './help-articles';
import { markdownToPlainText } from './markdown-text';
import { countWords, readMinutes } from './read-time';

/** An article with its body, as the Help Center shows and searches it. */
export interface HelpDoc extends HelpArticle {
  /** Markdown. */
  body: string;
  /** The body's words without markup, one block per line. */
  text: string;
  /** From the word count of the title and body. */
  readMinutes: number;
}

function toDoc(article: HelpArticle): HelpDoc {
  const body = ARTICLE_BODIES.get(article.id) ?? '';
  const text = markdownToPlainText(body);
  return {
    ...article,
    body,
    text,
    readMinutes: readMinutes(countWords(`${article.title}\n${text}`)),
  };
}

export const HELP_DOCS: readonly HelpDoc[] = HELP_ARTICLES.map(toDoc);

export const findHelpDoc = (id: string): HelpDoc | undefined =>
  HELP_DOCS.find((doc) => doc.id === id);

/** The "Start here" articles, in the team's order. */
export const STARTER_DOCS: readonly HelpDoc[] = STARTER_ARTICLE_IDS.flatMap(
  (id) => findHelpDoc(id) ?? [],
);

export const RELATED_COUNT = 3;

/** Other articles of the same category, in the Help Center's order. */
export function relatedDocs(doc: HelpDoc, count = RELATED_COUNT): HelpDoc[] {
  return HELP_DOCS.filter((other) => other.category === doc.category && other.id !== doc.id).slice(
    0,
    count,
  );
}
