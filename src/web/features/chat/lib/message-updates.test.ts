import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import {
  receiveLiveMessage,
  showLocalNotice,
  showStreamedText,
  upsertMessage,
} from './message-updates';

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

describe('a notice about asking for a person', () => {
  const told = 'Nobody from the team is online right now.';
  const local: ChatMessage = { key: 'local-notice-1', role: 'notice', content: told };
  const stored: ChatMessage = { key: 'notice-2', role: 'notice', content: told, index: 2 };

  it('shows once when the answer comes before the stream: the stored one takes its place', () => {
    const shown = showLocalNotice([question], local);
    expect(receiveLiveMessage(shown, stored)).toEqual([question, stored]);
  });

  it('shows once when the stream comes before the answer', () => {
    const shown = receiveLiveMessage([question], stored);
    expect(showLocalNotice(shown, local)).toEqual([question, stored]);
  });

  it('shows a team member once however often the stream sends it', () => {
    const staff: ChatMessage = { key: 'staff-3', role: 'staff', content: 'Hi', index: 3 };
    const once = receiveLiveMessage([question], staff);
    expect(receiveLiveMessage(once, staff)).toEqual([question, staff]);
  });
});
