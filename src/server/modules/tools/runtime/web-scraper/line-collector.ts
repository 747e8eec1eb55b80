import { collapseWhitespace } from '../text-limit';

interface Line {
  text: string;
  main: boolean;
  article: boolean;
}

interface Scope {
  dropped: boolean;
  region: 'main' | 'article' | undefined;
  heading: boolean;
  pre: boolean;
}

/** Gathers text into lines, remembering which were inside `<main>` or `<article>`. */
export class LineCollector {
  dropDepth = 0;
  mainDepth = 0;
  articleDepth = 0;
  firstHeading: string | undefined;
  private headingDepth = 0;
  private preDepth = 0;
  private current = '';
  private prefix = '';
  private readonly lines: Line[] = [];

  enter(scope: Scope): void {
    this.count(scope, 1);
  }

  leave(scope: Scope): void {
    this.count(scope, -1);
  }

  setPrefix(prefix: string): void {
    this.prefix = prefix;
  }

  addText(text: string): void {
    if (this.dropDepth > 0) return;
    if (this.preDepth === 0) {
      this.current += text;
      return;
    }
    // Inside <pre> the line breaks are content.
    const [first = '', ...rest] = text.split('\n');
    this.current += first;
    for (const part of rest) {
      this.breakLine();
      this.current = part;
    }
  }

  breakLine(): void {
    const text = collapseWhitespace(this.current);
    this.current = '';
    if (!text) return;
    if (this.headingDepth > 0) this.firstHeading ??= text;
    this.lines.push({
      text: `${this.prefix}${text}`,
      main: this.mainDepth > 0,
      article: this.articleDepth > 0,
    });
    this.prefix = '';
  }

  /**
   * The main content when `<main>` (else `<article>`) holds a fair share of the page's text;
   * a tiny `<main>` next to the real content would otherwise hide it.
   */
  readableText(): string {
    const size = (lines: Line[]) => lines.reduce((sum, line) => sum + line.text.length, 0);
    const total = size(this.lines);
    for (const inRegion of [(l: Line) => l.main, (l: Line) => l.article]) {
      const region = this.lines.filter(inRegion);
      if (region.length > 0 && size(region) >= total / 4) return join(region);
    }
    return join(this.lines);
  }

  private count(scope: Scope, step: 1 | -1): void {
    if (scope.dropped) this.dropDepth += step;
    if (scope.region === 'main') this.mainDepth += step;
    if (scope.region === 'article') this.articleDepth += step;
    if (scope.heading) this.headingDepth += step;
    if (scope.pre) this.preDepth += step;
  }
}

function join(lines: Line[]): string {
  return lines.map((line) => line.text).join('\n');
}
