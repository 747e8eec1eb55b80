import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

const plain = (text: string) => ({ text, bold: false, italic: false });

describe('formatMessage', () => {
  it('keeps plain text as one segment per line', () => {
    expect(formatMessage('Hello there')).toEqual([[plain('Hello there')]]);
  });

  it('splits lines on line breaks, keeping blank lines', () => {
    expect(formatMessage('one\n\ntwo\r\nthree')).toEqual([
      [plain('one')],
      [],
      [plain('two')],
      [plain('three')],
    ]);
  });

  it('marks **bold** and *italic* runs', () => {
    expect(formatMessage('Use a **SAFE** for *speed* now')).toEqual([
      [
        plain('Use a '),
        { text: 'SAFE', bold: true, italic: false },
        plain(' for '),
        { text: 'speed', bold: false, italic: true },
        plain(' now'),
      ],
    ]);
  });

  it('allows italic inside bold', () => {
    expect(formatMessage('**a *b* c**')).toEqual([
      [
        { text: 'a ', bold: true, italic: false },
        { text: 'b', bold: true, italic: true },
        { text: ' c', bold: true, italic: false },
      ],
    ]);
  });

  it('leaves list bullets, arithmetic and unmatched asterisks literal', () => {
    expect(formatMessage('* item')).toEqual([[plain('* item')]]);
    expect(formatMessage('2 * 3 * 4')).toEqual([[plain('2 * 3 * 4')]]);
    expect(formatMessage('**open')).toEqual([[plain('**open')]]);
  });

  it('never turns text into markup', () => {
    expect(formatMessage('<b>hi</b>')).toEqual([[plain('<b>hi</b>')]]);
  });
});
