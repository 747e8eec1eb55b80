import { describe, expect, it } from 'vitest';
import { messageTime } from './panel-time';

describe("a message's time", () => {
  const at = '2026-11-27T18:05:00.000Z';

  it('is read in the time zone given and the panel language, with its instant kept', () => {
    expect(messageTime(at, 'en', 'UTC')).toEqual({ datetime: at, label: '06:05 PM' });
    expect(messageTime(at, 'pt', 'America/Sao_Paulo')).toEqual({ datetime: at, label: '15:05' });
    expect(messageTime(new Date(at), 'fr', 'Europe/Paris')?.label).toBe('19:05');
  });

  it('is left out when the stored instant cannot be read', () => {
    expect(messageTime('not a date', 'en')).toBeUndefined();
  });
});
