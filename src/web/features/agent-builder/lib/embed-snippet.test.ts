import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet, widgetCspDirectives } from './embed-snippet';

describe('buildEmbedSnippet', () => {
  const options = {
    publicUrl: 'https://coach.example.com/',
    agentId: 'a1b2',
    agentName: 'Pat\'s "Coach" </script><script>alert(1)',
    position: 'top-left' as const,
  };

  it('is one external script tag the loader reads, the key as a placeholder', () => {
    expect(buildEmbedSnippet({ ...options, agentName: 'Pricing Helper' })).toBe(
      '<script src="https://coach.example.com/widget.js" data-agent-id="a1b2" ' +
        'data-key="YOUR_WIDGET_KEY" data-name="Pricing Helper" data-position="top-left" ' +
        'async></script>',
    );
  });

  it('fills in a created widget key', () => {
    const snippet = buildEmbedSnippet({ ...options, widgetKey: 'cf_rk_Ab12_secret' });
    expect(snippet).toContain('data-key="cf_rk_Ab12_secret"');
    expect(snippet).not.toContain('YOUR_WIDGET_KEY');
  });

  it('keeps any agent name inside its attribute, with no inline script', () => {
    const snippet = buildEmbedSnippet(options);
    expect(snippet).toContain(
      'data-name="Pat\'s &quot;Coach&quot; &lt;/script&gt;&lt;script&gt;alert(1)"',
    );
    expect(snippet.match(/<script/g)).toHaveLength(1);
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('widgetCspDirectives', () => {
  it("allows the app's origin for the script and its calls, wss for https", () => {
    expect(widgetCspDirectives('https://coach.example.com/')).toBe(
      'script-src https://coach.example.com; connect-src https://coach.example.com wss://coach.example.com',
    );
    expect(widgetCspDirectives('http://localhost:3000')).toBe(
      'script-src http://localhost:3000; connect-src http://localhost:3000 ws://localhost:3000',
    );
  });
});
