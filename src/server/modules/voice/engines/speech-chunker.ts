import { dotContinues } from './sentence-ends';
import { hasWords, speakableText } from './speakable-text';

const TERMINATORS = '.!?…';
/** Marks that may follow a sentence's end and belong to it: quotes, brackets, emphasis. */
const CLOSERS = `"')]}*_”’»`;
const SOFT_BREAKS = ',;:';

export interface SpeechChunkerOptions {
  /** A comma, semicolon or colon ends a piece once it has this many words. */
  softBreakWords?: number;
  /** A piece with no punctuation at all is cut at a space once it has this many words. */
  maxWords?: number;
}

/**
 * Splits a reply that is still being written into pieces to speak, so the voice starts on
 * the first sentence (or the first long clause: waiting for a whole sentence costs ~200 ms)
 * while the model writes the rest. Pieces end at a sentence's end or a line break, not at
 * decimals ("3.5"), abbreviations ("e.g.", "Dr.") or list numbers ("1."), and come out
 * without markdown. Code blocks are not read out. Pure: feed deltas, speak what comes back.
 */
export class SpeechChunker {
  private pending = '';
  private atLineStart = true;
  private inCodeBlock = false;
  private readonly softBreakWords: number;
  private readonly maxWords: number;

  constructor({ softBreakWords = 8, maxWords = 30 }: SpeechChunkerOptions = {}) {
    this.softBreakWords = softBreakWords;
    this.maxWords = maxWords;
  }

  /** The pieces this delta completes, in order; often none. */
  push(delta: string): string[] {
    this.pending += delta;
    const pieces: string[] = [];
    for (let end = this.nextEnd(); end > 0; end = this.nextEnd()) {
      const raw = this.pending.slice(0, end);
      this.pending = this.pending.slice(end);
      this.take(raw, pieces);
    }
    return pieces;
  }

  /** The rest, once the reply is complete. */
  flush(): string[] {
    const pieces: string[] = [];
    this.take(this.pending, pieces);
    this.pending = '';
    return pieces;
  }

  private take(raw: string, pieces: string[]): void {
    const fence = this.atLineStart && /^\s*```/.test(raw);
    const startedLine = this.atLineStart;
    this.atLineStart = raw.endsWith('\n');
    if (fence) this.inCodeBlock = !this.inCodeBlock;
    if (fence || this.inCodeBlock) return;
    const spoken = speakableText(raw, startedLine);
    if (hasWords(spoken)) pieces.push(spoken);
  }

  /** Where the first complete piece of `pending` ends, or 0 when none is complete yet. */
  private nextEnd(): number {
    const text = this.pending;
    const newline = text.indexOf('\n') + 1;
    // A code fence, or a line that may still become one, waits for its whole line.
    if (this.inCodeBlock || (this.atLineStart && /^\s*`{1,3}/.test(text))) {
      if (this.inCodeBlock || /^\s*(```|`?`?$)/.test(text)) return newline;
    }
    let link = 0; // 1 inside [text], 2 inside (address)
    let code = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      if (char === '\n') return i + 1;
      if (char === '`') code = !code;
      else if (char === '[' && !code) link = 1;
      else if (char === ']' && link === 1) link = text[i + 1] === '(' ? 2 : 0;
      else if (char === ')' && link === 2) link = 0;
      if (code || link) continue;
      if (TERMINATORS.includes(char)) {
        let end = i + 1;
        while (end < text.length && TERMINATORS.includes(text[end] as string)) end += 1;
        while (end < text.length && CLOSERS.includes(text[end] as string)) end += 1;
        if (end === text.length) return 0; // what follows decides
        if (
          /\s/.test(text[end] as string) &&
          !(char === '.' && dotContinues(text.slice(0, i), this.atLineStart))
        ) {
          return end;
        }
        i = end - 1;
      } else if (SOFT_BREAKS.includes(char) && /\s/.test(text[i + 1] ?? '')) {
        if (wordCount(text.slice(0, i)) >= this.softBreakWords) return i + 1;
      } else if (/\s/.test(char) && wordCount(text.slice(0, i)) >= this.maxWords) {
        return i + 1;
      }
    }
    return 0;
  }
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(hasWords).length;
}
