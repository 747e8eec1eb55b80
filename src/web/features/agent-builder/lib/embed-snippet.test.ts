import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet, voiceSocketUrl } from './embed-snippet';

describe('voiceSocketUrl', () => {
  it('uses wss for https and ws for http', () => {
    expect(voiceSocketUrl('https://coach.example.com/')).toBe('wss://coach.example.com/api/voice');
    expect(voiceSocketUrl('http://localhost:3000')).toBe('ws://localhost:3000/api/voice');
  });
});

describe('buildEmbedSnippet', () => {
  const snippet = buildEmbedSnippet({
    publicUrl: 'https://coach.example.com/',
    agentId: 'a1b2',
    agentName: 'Pat\'s "Coach" </script><script>alert(1)',
    position: 'top-left',
  });

  it("includes the server's script and every setting, the key as a placeholder", () => {
    expect(snippet).toContain('<script src="https://coach.example.com/widget.js" async></script>');
    expect(snippet).toContain('apiKey: "YOUR_API_KEY",');
    expect(snippet).toContain('agentId: "a1b2",');
    expect(snippet).toContain('position: "top-left",');
    expect(snippet).toContain('websocketUrl: "wss://coach.example.com/api/voice",');
    expect(snippet).toContain('authEndpoint: "https://coach.example.com/api/widget/session",');
  });

  it('keeps any agent name inside its string', () => {
    expect(snippet).toContain(
      'agentName: "Pat\'s \\"Coach\\" \\u003c/script>\\u003cscript>alert(1)",',
    );
    expect(snippet.match(/<\/script>/g)).toHaveLength(2);
  });
});
