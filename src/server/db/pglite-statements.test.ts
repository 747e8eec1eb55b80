import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

const TIMESTAMPTZ = 1184;
const asText = (value: string) => value;

/** Every type a row here can hold, so a prepared answer is compared with PGlite's own. */
const EVERY_TYPE = `select $1::int as i, $2::bigint as big, $3::numeric as num, $4::bool as ok,
  $5::jsonb as doc, $6::json as raw, $7::timestamptz as at, $8::text[] as tags,
  $9::uuid as id, $10::text as nothing, $11::bytea as bytes, $12::date as day,
  $13::float8 as ratio, '5 minutes'::interval as span`;
const EVERY_VALUE = [
  7,
  '9007199254740993',
  '12.50',
  true,
  JSON.stringify({ a: [1, 'two'] }),
  '{"b": 2}',
  new Date('2026-11-25T10:00:00Z'),
  ['x', 'y, z', 'é'],
  '2b1f8c1e-8c3f-4a5e-9f65-1f4a4a0f7a10',
  null,
  new Uint8Array([0, 1, 255]),
  '2026-11-25',
  0.25,
];

describe('statements the embedded database runs again are prepared once', () => {
  let thread: PgliteThread;
  const prepared = async () =>
    (
      await thread.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);
  beforeAll(async () => {
    thread = await PgliteThread.start({});
    await thread.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => thread.close());

  it('answers a prepared statement exactly as an unprepared one, in both row modes', async () => {
    const first = await thread.query(EVERY_TYPE, EVERY_VALUE);
    expect(await prepared()).not.toContain(EVERY_TYPE);
    const second = await thread.query(EVERY_TYPE, EVERY_VALUE);
    const third = await thread.query(EVERY_TYPE, EVERY_VALUE);
    expect(await prepared()).toContain(EVERY_TYPE);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first.rows[0]).toMatchObject({ i: 7, ok: true, doc: { a: [1, 'two'] }, nothing: null });

    const options = { rowMode: 'array' as const, parsers: { [TIMESTAMPTZ]: asText } };
    const arrays = await thread.query<unknown[]>(EVERY_TYPE, EVERY_VALUE, options);
    expect(arrays.rows[0]).toEqual(
      Object.values(first.rows[0] as object).map((value, index) =>
        index === 6 ? expect.stringMatching(/^2026-11-25 10:00:00/) : value,
      ),
    );
  });

  it('counts the rows a prepared change touched', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    for (const id of [1, 2, 3]) await thread.query(insert, [id, `note ${id}`]);
    const update = 'update notes set body = body || $1 where id >= $2';
    await thread.query(update, ['!', 3]);
    const counted = await thread.query(update, ['?', 2]);
    expect(counted.affectedRows).toBe(2);
    const { rows } = await thread.query<{ body: string }>('select body from notes order by id');
    expect(rows.map((row) => row.body)).toEqual(['note 1', 'note 2?', 'note 3!?']);
  });

  it("reports Postgres's error fields from a prepared statement and goes on", async () => {
    const insert = 'insert into notes (id, body) values ($1, $2) returning id';
    await thread.query(insert, [10, 'ten']);
    await thread.query(insert, [11, 'eleven']);
    const error = await thread.query(insert, [10, 'again']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    const next = await thread.query<{ id: number }>(insert, [12, 'twelve']);
    expect(next.rows).toEqual([{ id: 12 }]);
  });

  it('answers with the new columns after a table changes under a prepared statement', async () => {
    const everything = 'select * from notes where id = $1';
    await thread.query(everything, [1]);
    await thread.query(everything, [1]);
    await thread.exec('alter table notes add column mood text default $$calm$$');
    const after = await thread.query(everything, [1]);
    expect(after.rows).toEqual([{ id: 1, body: 'note 1', mood: 'calm' }]);
    // Prepared again from here, under a name of its own.
    for (const id of [2, 2, 2])
      expect((await thread.query(everything, [id])).rows).toEqual([
        { id: 2, body: 'note 2?', mood: 'calm' },
      ]);
    expect((await prepared()).filter((text) => text === everything)).toHaveLength(1);
  });

  it('fails a transaction whose statement a table change made stale, and its retry works', async () => {
    const byId = 'select * from notes where id = $1 and $2::boolean';
    await thread.query(byId, [1, true]);
    await thread.query(byId, [1, true]);
    await thread.exec('alter table notes add column pinned boolean default false');
    const inTransaction = () => thread.transaction((tx) => tx.query(byId, [1, true]));
    await expect(inTransaction()).rejects.toMatchObject({ code: '0A000' });
    const retried = await inTransaction();
    expect(retried.rows).toEqual([{ id: 1, body: 'note 1', mood: 'calm', pinned: false }]);
  });

  it('prepares at most 256 texts, and answers the rest unprepared', async () => {
    const texts = Array.from({ length: 300 }, (_, n) => `select $1::int + ${n} as n`);
    for (const text of texts) await thread.query(text, [1]);
    // Back all at once, as concurrent turns would send them: the cap still holds.
    await Promise.all(texts.map((text) => thread.query(text, [1])));
    const kept = await prepared();
    expect(kept).toHaveLength(256);
    const last = await thread.query<{ n: number }>(texts[299]!, [1]);
    expect(last.rows).toEqual([{ n: 300 }]);
    expect(kept).not.toContain(texts[299]);
  });

  it('rolls back what prepared statements did in a transaction that throws', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await thread
      .transaction(async (tx) => {
        for (const id of [20, 21, 22]) await tx.query(insert, [id, 'dropped']);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    const { rows } = await thread.query('select id from notes where id >= 20');
    expect(rows).toEqual([]);
  });
});
