/**
 * A run of a line's text and how it is set: plain, bold (`**`/`__`), emphasised (`*`/`_`) or a
 * link (`[words](https://…)` or a bare https:// address).
 */
export type InlineRun =
  | { style: 'plain' | 'strong' | 'em'; text: string }
  | { style: 'link'; text: string; href: string };

/**
 * Links first (their words may hold `_`), then bold, so `**` is never read as two `*`. Single
 * `*` and `_` need text hugging them (`2 * 3 * 4` stays as written), and `_` must stand at
 * word edges, so snake_case_names do too. A bare address stops before closing punctuation.
 */
const INLINE =
  /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|(https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"])|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b/g;

/**
 * Only web and mail addresses become links: `javascript:`, `data:` and the like, and paths
 * that would mean something else on the customer's page, stay words.
 */
export function safeHref(href: string): string | undefined {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return undefined;
  try {
    return new URL(href).href;
  } catch {
    return undefined;
  }
}

/** One line of a reply as runs of plain, bold, emphasised and linked text. */
export function inlineRuns(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) runs.push({ style: 'plain', text: line.slice(last, match.index) });
    const [, words, target, bare, bold, underBold, star, under] = match;
    const href = safeHref(target ?? bare ?? '');
    if (words !== undefined) {
      runs.push(href ? { style: 'link', text: words, href } : { style: 'plain', text: words });
    } else if (bare !== undefined) {
      runs.push(href ? { style: 'link', text: bare, href } : { style: 'plain', text: bare });
    } else {
      const strong = bold ?? underBold;
      runs.push(
        strong !== undefined
          ? { style: 'strong', text: strong }
          : { style: 'em', text: star ?? under ?? '' },
      );
    }
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ style: 'plain', text: line.slice(last) });
  return mergePlain(runs);
}

/** A refused link's words join the plain text around them. */
function mergePlain(runs: InlineRun[]): InlineRun[] {
  const merged: InlineRun[] = [];
  for (const run of runs) {
    const previous = merged.at(-1);
    if (run.style === 'plain' && previous?.style === 'plain') previous.text += run.text;
    else merged.push(run);
  }
  return merged;
}
