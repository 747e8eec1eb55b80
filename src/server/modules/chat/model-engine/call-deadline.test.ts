import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { callDeadline } from './call-deadline';

it('aborts a call that runs past its time, and says it was the time', async () => {
  const deadline = callDeadline(10, new AbortController().signal);
  await sleep(40);
  expect(deadline.signal.aborted).toBe(true);
  expect(deadline.timedOut()).toBe(true);
  expect((deadline.signal.reason as Error).name).toBe('TimeoutError');
});

it('leaves a finished call alone once disarmed', async () => {
  const deadline = callDeadline(10, new AbortController().signal);
  deadline.disarm();
  await sleep(40);
  expect(deadline.signal.aborted).toBe(false);
  expect(deadline.timedOut()).toBe(false);
});

it('passes the caller giving up through, without calling it a timeout', () => {
  const caller = new AbortController();
  const deadline = callDeadline(10_000, caller.signal);
  caller.abort(new Error('client went away'));
  expect(deadline.signal.aborted).toBe(true);
  expect(deadline.timedOut()).toBe(false);
  deadline.disarm();
});

it('is aborted at once for a caller that had already given up', () => {
  const caller = new AbortController();
  caller.abort(new Error('gone before the call'));
  const deadline = callDeadline(10_000, caller.signal);
  expect(deadline.signal.aborted).toBe(true);
  expect((deadline.signal.reason as Error).message).toBe('gone before the call');
  deadline.disarm();
});
