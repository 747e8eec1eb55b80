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
      { key: 'c1', role: 'coach', content: 'Start here.\n\n**Then** this.' },
    ]);
    expect(text).toBe(
      'You: Two questions:\nYou: first\nYou: second\n\nCoach: Start here.\n\nCoach: **Then** this.\n',
    );
  });
});
