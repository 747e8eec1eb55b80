import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonText } from './person-text';

const html = (text: string) => renderToStaticMarkup(createElement(PersonText, { text }));

describe('PersonText', () => {
  it('formats bold, italic and line breaks (spec 01 §2)', () => {
    expect(html('Use a **SAFE** for *speed*\nnow')).toBe(
      '<p class="my-2 first:mt-0 last:mb-0">Use a <strong class="font-semibold">SAFE</strong> for <em>speed</em><br/>\nnow</p>',
    );
  });

  it('keeps everything else as typed: numbers, hashes, links, code, markup', () => {
    const typed = [
      '1. Revenue is up',
      '- churn is down',
      '# 3 goals',
      '> quoted',
      '[deck](https://x.example) `cap table` <b>hi</b> &amp;',
    ];
    const out = html(typed.join('\n'));
    expect(out).not.toMatch(/<(ol|ul|li|h\d|blockquote|a|code|b)[ >]/);
    const text = out.replace(/<[^>]+>/g, '');
    expect(text).toContain('1. Revenue is up');
    expect(text).toContain('- churn is down');
    expect(text).toContain('# 3 goals');
    expect(text).toContain('&gt; quoted');
    expect(text).toContain('[deck](https://x.example) `cap table` &lt;b&gt;hi&lt;/b&gt; &amp;amp;');
  });

  it('writes an escaped asterisk as an asterisk', () => {
    expect(html('2 \\* 3')).toContain('2 * 3');
  });
});
