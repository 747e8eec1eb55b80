import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGE, NO_MAIN_PAGE } from '../../../../test/fake-tools/html-pages';
import { extractReadableText } from './extract-text';

describe('extractReadableText', () => {
  it('keeps the article as lines and drops the furniture around it', () => {
    const page = extractReadableText(ARTICLE_PAGE);
    expect(page.title).toBe('Pricing for founders & first customers');
    expect(page.text).toBe(
      [
        'Pricing for founders',
        'Charge more than you think. Early customers value outcomes, not features.',
        'Three rules',
        '- Anchor on value',
        '- Offer an annual plan',
        '- Raise prices yearly',
        'Café owners & SaaS founders — same idea <really>.',
      ].join('\n'),
    );
  });

  it('reads the whole body when there is no main or article', () => {
    const page = extractReadableText(NO_MAIN_PAGE);
    expect(page.text).toBe('Welcome\nFirst paragraph.\nSecond bold block');
  });

  it('falls back to the whole page when <main> holds only a sliver of the text', () => {
    const html = `<main><p>Hi</p></main><div><p>${'Real content. '.repeat(20)}</p></div>`;
    expect(extractReadableText(html).text).toContain('Real content.');
    expect(extractReadableText(html).text).toContain('Hi');
  });

  it('falls back to og:title, then the first h1, for the title', () => {
    expect(extractReadableText('<meta property="og:title" content="OG"><h1>H</h1>').title).toBe(
      'OG',
    );
    expect(extractReadableText('<body><h1> First  heading </h1><h1>Second</h1>').title).toBe(
      'First heading',
    );
    expect(extractReadableText('<p>No title</p>').title).toBe('');
  });

  it('survives broken markup: unclosed tags, stray closers, comments and CDATA', () => {
    const html = '<div><p>One<p>Two</span></div><!-- <p>gone</p> --><nav>menu<p>Three';
    expect(extractReadableText(html).text).toBe('One\nTwo');
  });

  it('keeps line breaks inside <pre> and drops hidden elements', () => {
    const html =
      '<pre>line 1\nline   2</pre><p style="display: none">x</p><p aria-hidden="true">y</p>';
    expect(extractReadableText(html).text).toBe('line 1\nline 2');
  });

  it('drops elements whose ARIA role is navigation or a banner', () => {
    const html = '<div role="navigation">Menu</div><div role="banner">Logo</div><p>Body</p>';
    expect(extractReadableText(html).text).toBe('Body');
  });

  it('separates table cells and rows', () => {
    const html = '<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr>';
    expect(extractReadableText(html).text).toBe('Plan Price\nPro $9');
  });
});
