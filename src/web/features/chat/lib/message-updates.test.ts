import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { showStreamedText, upsertMessage } from './message-updates';

const question: ChatMessage = { key: 'u1', role: 'user', content: 'Hi' };

describe('upsertMessage', () => {
  it('starts a streaming coach reply at the first piece and grows it with the next', () => {
    const first = upsertMessage([question], 'c1', showStreamedText('Hel'));
    expect(first).toEqual([
      question,
      { key: 'c1', role: 'coach', content: 'Hel', streaming: true },
    ]);
    const second = upsertMessage(first, 'c1', showStreamedText('Hello'));
    expect(second[1]).toEqual({ key: 'c1', role: 'coach', content: 'Hello', streaming: true });
    expect(second[0]).toBe(question);
  });

  it('replaces a partial reply in place when it finishes or fails', () => {
    const partial = upsertMessage([question], 'c1', showStreamedText('Hel'));
    const failed = upsertMessage(partial, 'c1', (m) => ({
      key: m.key,
      role: m.role,
      content: 'Sorry',
    }));
    expect(failed).toEqual([question, { key: 'c1', role: 'coach', content: 'Sorry' }]);
  });
});
