import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client';
import { PgliteThread } from './pglite-thread';
import { isDatabaseUnavailable } from './unavailable';

const TIMESTAMPTZ = 1184;

describe('PGlite on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start({});
    await thread.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => thread.close());

  it('answers rows, and keeps as text the types the driver asks for as text', async () => {
    const plain = await thread.query<{ n: number; at: unknown }>(`select 1 as n, now() as at`);
    expect(plain.rows[0]?.n).toBe(1);
    expect(plain.rows[0]?.at).toBeInstanceOf(Date);
    const asText = await thread.query<[number, unknown]>('select 1, now()', [], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: (value) => value },
    });
    expect(typeof asText.rows[0]?.[1]).toBe('string');
  });

  it("reports Postgres's error fields, which callers test", async () => {
    await thread.query('insert into notes values (1, $1)', ['first']);
    const error = await thread.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(error.message).toMatch(/duplicate key/);
  });

  it('commits a transaction that ends well and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['kept']);
    });
    const refusal = new Error('changed my mind');
    const thrown = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw refusal;
      })
      .catch((e) => e);
    expect(thrown).toBe(refusal);
    const ids = await thread.query<{ id: number }>('select id from notes order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('holds other statements until an open transaction ends, as one connection does', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into notes values (4, $1)', ['in a transaction']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = thread.query<{ n: number }>('select count(*)::int as n from notes');
    release();
    await transaction;
    expect((await outside).rows[0]?.n).toBe(3);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await thread.query('select count(*) from generate_series(1, 3000000)');
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // In the app's own thread, the statement would hold every timer until it ended.
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });
});

describe('the embedded database through drizzle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite({});
  });
  afterAll(() => database.close());

  it('rolls back what tx.rollback() abandons', async () => {
    await database.db.execute(sql`create table tallies (n int)`);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into tallies values (1)`);
        tx.rollback();
      })
      .catch(() => undefined);
    const result = await database.db.execute(sql`select count(*)::int as n from tallies`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
  });

  it('refuses statements after closing, with a sentence instead of a hang', async () => {
    const other = await openPglite({});
    await other.close();
    const refusal = await other.ping().catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: 'The embedded database is closed.' });
    // Requests made meanwhile are answered "unavailable" (503), not "something went wrong".
    expect(isDatabaseUnavailable(refusal)).toBe(true);
  });
});

it('answers "unavailable" for every statement once its thread has died', async () => {
  const thread = await PgliteThread.start({});
  // Fault injection: the thread ends as it would if WebAssembly aborted.
  const running = thread.query('select pg_sleep(1)');
  await (thread as unknown as { worker: Worker }).worker.terminate();
  for (const statement of [running, thread.query('select 1')]) {
    const refusal = await statement.catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: expect.stringMatching(/embedded database stopped/) });
    expect(isDatabaseUnavailable(refusal)).toBe(true);
  }
  await thread.close();
});

it('fails to open a data directory it cannot use, instead of waiting forever', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-pglite-'));
  const notADirectory = path.join(dir, 'file');
  fs.writeFileSync(notADirectory, 'not a database');
  try {
    await expect(PgliteThread.start({ dataDir: notADirectory })).rejects.toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
