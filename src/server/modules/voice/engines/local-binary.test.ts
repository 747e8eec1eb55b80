import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { EngineAvailability } from '../speech-engines';
import { cachedCheck, runToEnd } from './local-binary';

describe('running a local program', () => {
  it('returns its output, arguments passed as they are (no shell)', async () => {
    const { stdout } = await runToEnd('echo', ['$HOME', '; ls'], { timeoutMs: 2_000 });
    expect(stdout).toBe('$HOME ; ls\n');
  });

  it('tells a missing program, a hung one and a failing one apart', async () => {
    await expect(runToEnd('/no/such/program', [], { timeoutMs: 2_000 })).rejects.toMatchObject({
      kind: 'missing',
    });
    await expect(runToEnd('sleep', ['5'], { timeoutMs: 100 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    await expect(
      runToEnd('sh', ['-c', 'echo broken >&2; exit 3'], { timeoutMs: 2_000 }),
    ).rejects.toMatchObject({ kind: 'failed', detail: expect.stringContaining('broken') });
  });

  it('stops it on hang-up with the hang-up as the reason', async () => {
    const controller = new AbortController();
    const running = runToEnd('sleep', ['5'], { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort(new Error('caller hung up'));
    await expect(running).rejects.toThrow('caller hung up');
  });
});

describe('a cached check', () => {
  it('runs once for overlapping callers and keeps a success longer than a failure', async () => {
    let runs = 0;
    let answer: EngineAvailability = { ok: false, problem: 'not installed' };
    const check = cachedCheck(
      async () => {
        runs += 1;
        await delay(10);
        return answer;
      },
      { okMs: 10_000, failedMs: 30 },
    );
    await Promise.all([check(), check(), check()]);
    expect(runs).toBe(1);
    answer = { ok: true, problem: null };
    await expect(check()).resolves.toMatchObject({ ok: false }); // still remembered
    await delay(40);
    await expect(check()).resolves.toEqual({ ok: true, problem: null }); // installed since
    await check();
    expect(runs).toBe(2);
  });
});
