import { describe, expect, it } from 'vitest';
import { conversationText } from './export-conversation';

describe('conversationText', () => {
  it('prefixes each message and lists attachment names', () => {
    const text = conversationText([
      {
        key: 'u0',
        role: 'user',
        content: 'Hi',
        attachments: [{ name: 'deck.pdf', type: 'application/pdf', size: 10 }],
      },
      { key: 'c1', role: 'coach', content: 'Hello!' },
    ]);
    expect(text).toBe('You: Hi\n  Attachment: deck.pdf\n\nCoach: Hello!\n');
  });

  it('prefixes every line of a message that spans several', () => {
    const text = conversationText([
      { key: 'u0', role: 'user', content: 'Two questions:\nfirst\nsecond' },
      { key: 'c1', role: 'coach', content: 'Start here.\n\nThen this.' },
    ]);
    expect(text).toBe(
      'You: Two questions:\nYou: first\nYou: second\n\nCoach: Start here.\n\nCoach: Then this.\n',
    );
  });

  it('writes the words without markdown marks, as the chat shows them', () => {
    const text = conversationText([
      { key: 'u0', role: 'user', content: 'Is **runway** the _key_? 1. yes' },
      {
        key: 'c1',
        role: 'coach',
        content:
          '## Runway\n\n**Cash** ÷ burn:\n\n- *Cut* `SaaS` costs\n- See [the guide](https://example.com/g)',
      },
    ]);
    expect(text).toBe(
      [
        'You: Is runway the key? 1. yes',
        '',
        'Coach: Runway',
        '',
        'Coach: Cash ÷ burn:',
        '',
        'Coach: - Cut SaaS costs',
        'Coach: - See the guide (https://example.com/g)',
        '',
      ].join('\n'),
    );
  });

  it("names a team member's lines by their name and notices as such", () => {
    const text = conversationText([
      { key: 'n1', role: 'notice', content: 'Ana joined the conversation.' },
      { key: 's2', role: 'staff', author: 'Ana', content: 'Hi, **Ana** here.' },
    ]);
    expect(text).toBe('Notice: Ana joined the conversation.\n\nAna: Hi, Ana here.\n');
  });
});
