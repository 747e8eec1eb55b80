/** A run of a line's text and how it is set: plain, bold (`**`/`__`) or emphasised (`*`/`_`). */
export interface InlineRun {
  style: 'plain' | 'strong' | 'em';
  text: string;
}

/**
 * Bold first, so `**` is never read as two `*`. Single `*` and `_` need text hugging them
 * (`2 * 3 * 4` stays as written), and `_` must stand at word edges, so snake_case_names do too.
 */
const INLINE =
  /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b/g;

/** One line of a reply as runs of plain, bold and emphasised text. */
export function inlineRuns(line: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) runs.push({ style: 'plain', text: line.slice(last, match.index) });
    const [, bold, underBold, star, under] = match;
    const strong = bold ?? underBold;
    runs.push(
      strong !== undefined
        ? { style: 'strong', text: strong }
        : { style: 'em', text: star ?? under ?? '' },
    );
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ style: 'plain', text: line.slice(last) });
  return runs;
}
