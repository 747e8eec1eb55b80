/**
 * Every article's body: articles/<id>.md as markdown text. Bundled with the help screens,
 * which are lazily loaded chunks, so none of it reaches the first paint of other pages.
 */
const files = import.meta.glob<string>('./articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const idOf = (path: string) => path.replace(/^.*\/|\.md$/g, '');

export const ARTICLE_BODIES: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, body]) => [idOf(path), body]),
);
