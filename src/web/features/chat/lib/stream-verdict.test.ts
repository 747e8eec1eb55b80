import { describe, expect, it } from 'vitest';
import { judgeStreamAnswer, type StreamAnswer } from './stream-verdict';

const answer = (over: Partial<StreamAnswer>): StreamAnswer => ({
  status: 200,
  contentType: 'text/event-stream; charset=utf-8',
  ...over,
});

describe('judgeStreamAnswer', () => {
  it('reads a 200 event stream', () => {
    expect(judgeStreamAnswer(answer({}))).toBe('read-stream');
    expect(judgeStreamAnswer(answer({ contentType: 'Text/Event-Stream' }))).toBe('read-stream');
  });

  it('falls back on a success that is not an event stream', () => {
    expect(judgeStreamAnswer(answer({ contentType: 'application/json' }))).toBe('fall-back');
    expect(judgeStreamAnswer(answer({ contentType: null }))).toBe('fall-back');
    expect(judgeStreamAnswer(answer({ status: 204, contentType: null }))).toBe('fall-back');
  });

  it('falls back when the route is missing', () => {
    for (const status of [404, 405, 501]) {
      expect(judgeStreamAnswer(answer({ status, contentType: 'text/html' }))).toBe('fall-back');
    }
    expect(judgeStreamAnswer(answer({ status: 404, errorCode: 'route_not_found' }))).toBe(
      'fall-back',
    );
  });

  it('shows our errors about the message instead of sending it twice', () => {
    expect(judgeStreamAnswer(answer({ status: 404, errorCode: 'not_found' }))).toBe('show-error');
    for (const [status, errorCode] of [
      [400, 'validation_error'],
      [409, 'agent_inactive'],
      [409, 'session_in_use'],
      [413, 'file_too_large'],
      [415, 'unsupported_file_type'],
      [422, 'unreadable_file'],
      [502, 'model_unavailable'],
      [504, 'model_timeout'],
      [500, undefined],
    ] as const) {
      expect(judgeStreamAnswer(answer({ status, errorCode }))).toBe('show-error');
    }
  });

  it('shows a 401: apiFetch already refreshed the token once, so the person is signed out', () => {
    expect(judgeStreamAnswer(answer({ status: 401, errorCode: 'unauthorized' }))).toBe(
      'show-error',
    );
  });
});
