/** A table row ("| a | b |") as its non-empty cells; the |---| row under the header as none. */
function tableRowText(line: string): string {
  if (/^[\s|:-]+$/.test(line)) return '';
  return line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' · ');
}

/** One line of markdown without its markup. */
function lineText(line: string): string {
  const text = line.trimStart().startsWith('|')
    ? tableRowText(line)
    : line
        .replace(/^\s*#{1,6}\s+/, '')
        .replace(/^\s*>\s?/, '')
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of an article's markdown without its markup, one line per block (heading,
 * paragraph, list item, table row): for search, excerpts and word counts. It covers the
 * markdown the articles use (headings, lists, bold, italics, links, code, tables), not all
 * of CommonMark.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .map(lineText)
    .filter((line) => line !== '')
    .join('\n');
}
