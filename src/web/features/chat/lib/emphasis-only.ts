/**
 * The markdown constructs (micromark's names) a person's own message does not use: only
 * bold, italic and line breaks are formatted (spec 01 §2). Turned off in the parser rather
 * than dropped after it, so '1. Revenue' or '# 3 goals' keep their characters as typed.
 * Backslash escapes stay, so '\*' still writes an asterisk.
 */
const UNUSED_CONSTRUCTS = [
  'autolink',
  'blockQuote',
  'characterReference',
  'codeFenced',
  'codeIndented',
  'codeText',
  'definition',
  'hardBreakEscape',
  'headingAtx',
  'htmlFlow',
  'htmlText',
  'labelEnd',
  'labelStartImage',
  'labelStartLink',
  'list',
  'setextUnderline',
  'thematicBreak',
];

interface ParserData {
  micromarkExtensions?: unknown[];
}

/** A remark plugin: parse emphasis, strong emphasis and paragraphs, nothing else. */
export function emphasisOnly(this: { data(): unknown }) {
  // unified's Data lists micromarkExtensions only in remark-parse's own type augmentation.
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push({ disable: { null: UNUSED_CONSTRUCTS } });
}
