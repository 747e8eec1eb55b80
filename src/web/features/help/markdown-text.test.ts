import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdown-text';

describe('markdownToPlainText', () => {
  it('keeps the words of headings, paragraphs and list items, one block per line', () => {
    const markdown = '## Open a coach\n\nPick one.\n\n1. Go home.\n2. Press **Chat**.\n- A *point*';
    expect(markdownToPlainText(markdown)).toBe(
      'Open a coach\nPick one.\nGo home.\nPress Chat.\nA point',
    );
  });

  it('keeps a link’s text and inline code, without their markup', () => {
    expect(markdownToPlainText('See [the guide](/help/x) and `YOUR_API_KEY`.')).toBe(
      'See the guide and YOUR_API_KEY.',
    );
  });

  it('turns a table into its rows of non-empty cells', () => {
    const table = '| | Free | Pro |\n|---|---|---|\n| Agents | Up to 2 | |';
    expect(markdownToPlainText(table)).toBe('Free · Pro\nAgents · Up to 2');
  });
});
