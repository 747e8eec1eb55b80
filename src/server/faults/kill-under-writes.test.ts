import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, signUpOver } from '../test/http-person';
import { startServerProcess } from '../test/server-process';
import { createScratchPostgres, testDbKind } from '../test/test-database';

/**
 * kill -9 in the middle of a stream of writes: every write the server acknowledged (201 with
 * an id) is there after a restart on the same data, on PGlite and on Postgres.
 */
describe('kill -9 under write load', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (testDbKind === 'postgres') {
      const scratch = await createScratchPostgres();
      env = { DATABASE_URL: scratch.url };
      cleanup = () => scratch.drop();
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-kill-'));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Room for as many agents as the stream writes; no demo agents to seed.
    env = { ...env, PLANS_FILE: 'src/server/test/roomy-plans.json', SEED_AGENTS: 'false' };
  });
  afterAll(async () => cleanup?.());

  it('keeps every acknowledged write', async () => {
    const first = await startServerProcess(env);
    const person = await signUpOver(first);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (worker: number) => {
      for (let i = 0; !killed; i += 1) {
        const answer = await callJson(first.url, '/api/agents', {
          bearer: person.accessToken,
          body: {
            name: `Agent ${worker}-${i}`,
            description: 'Written under load',
            instruction: 'Answer briefly.',
            knowledge: 'x'.repeat(2_000),
          },
        }).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(answer.body.id as string);
      }
    };
    const writers = Array.from({ length: 6 }, (_, worker) => writer(worker));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    first.kill();
    await first.exited;
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    const second = await startServerProcess(env);
    try {
      const token = (
        await callJson(second.url, '/api/auth/sign-in/email', {
          body: { email: person.email, password: 'correct horse 1' },
          headers: { origin: second.url },
        })
      ).headers.get('set-auth-token');
      const access = await callJson(second.url, '/api/auth/token', { bearer: token ?? '' });
      const missing: string[] = [];
      for (const id of acknowledged) {
        const found = await callJson(second.url, `/api/agents/${id}`, {
          bearer: access.body.token,
        });
        if (found.status !== 200) missing.push(id);
      }
      expect(missing).toEqual([]);
    } finally {
      second.kill();
      await second.exited;
    }
  }, 120_000);
});
