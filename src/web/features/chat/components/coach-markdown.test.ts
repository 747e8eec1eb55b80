import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CoachMarkdown, CoachPlainText } from './coach-markdown';

const html = (text: string) => renderToStaticMarkup(createElement(CoachMarkdown, { text }));
/** The rendered text without tags (entities kept), to check what a reader sees. */
const words = (markup: string) => markup.replace(/<[^>]+>/g, '');

const reply = [
  '## Your next steps',
  '',
  '1. **Close** the SAFE',
  '2. Model *dilution*',
  '',
  '- See [the guide](https://example.com/safe)',
  '',
  '| Round | Typical |',
  '|---|---|',
  '| Seed | 15-25% |',
  '',
  '```ts',
  'const ownership = investment / postMoneyCap;',
  '```',
  'Line one',
  'line two <b>not bold</b>',
].join('\n');

describe('CoachMarkdown', () => {
  it('draws lists, headings, links, tables and code the way the model wrote them', () => {
    const out = html(reply);
    // A reply's headings sit below the page's h1.
    expect(out).toMatch(/<h3[^>]*>Your next steps<\/h3>/);
    expect(out).toMatch(/<ol[^>]*>\s*<li><strong[^>]*>Close<\/strong> the SAFE<\/li>/);
    expect(out).toContain('<em>dilution</em>');
    expect(out).toMatch(/<table[^>]*>.*<th[^>]*>Round<\/th>.*<td[^>]*>15-25%<\/td>/s);
    expect(out).toMatch(/<div tabindex="0"[^>]*overflow-x-auto[^>]*><table/);
    expect(out).toMatch(/<pre[^>]*tabindex="0"[^>]*overflow-x-auto[^>]*><code class="language-ts /);
  });

  it('opens links in a new tab that learns nothing of the chat', () => {
    expect(html('[the guide](https://example.com/safe)')).toMatch(
      /<a href="https:\/\/example.com\/safe" target="_blank" rel="noopener noreferrer nofollow"[^>]*>the guide<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
  });

  it('never runs a link or markup the text carries', () => {
    const out = html('[click](javascript:alert(1)) <script>alert(2)</script> <b>x</b>');
    expect(out).not.toContain('javascript:');
    expect(out).not.toMatch(/<script|<b>/);
    expect(words(out)).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('shows a picture as a link to it instead of fetching it', () => {
    const out = html('![burn chart](https://tracker.example/p.png?q=secret)');
    expect(out).not.toContain('<img');
    expect(out).toMatch(/<a href="https:\/\/tracker.example\/p.png\?q=secret"[^>]*>burn chart/);
  });

  it('keeps single newlines as line breaks', () => {
    expect(html('Line one\nline two')).toMatch(/Line one<br\/>\s*line two/);
  });

  it('renders every half-written state of a streaming reply without markup from the text', () => {
    for (let end = 0; end <= reply.length; end++) {
      const out = html(reply.slice(0, end));
      expect(out).not.toMatch(/<b>|<script/);
    }
  });
});

describe('CoachPlainText', () => {
  it('gives the words of a reply without markup or links', () => {
    const out = renderToStaticMarkup(createElement(CoachPlainText, { text: reply }));
    expect(out).not.toMatch(/<a |<strong|<table|<pre|\*\*|##/);
    expect(words(out)).toContain('Close the SAFE');
    expect(words(out)).toContain('the guide');
    expect(words(out)).toContain('const ownership = investment / postMoneyCap;');
  });
});

describe('a link to a coach of the catalogue', () => {
  it('opens in the app, not in a new tab', () => {
    const out = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(CoachMarkdown, { text: 'Ask the [Pitch Deck Coach](/agents/a1/run).' }),
      ),
    );
    expect(out).toContain('href="/agents/a1/run"');
    expect(out).not.toContain('target="_blank"');
    expect(words(out)).not.toContain('opens in a new tab');
  });
});
