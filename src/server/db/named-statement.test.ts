import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { executeNamed } from './named-statement';
import { rowsOf } from './rows';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const answer = async (statement: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await executeNamed(t.database.db, 'probe', statement))[0]?.n;

it('runs each shape of a statement under its own name, again and again', async () => {
  // Two texts under one base name: on Postgres a connection refuses a name reused for
  // another text, so each shape must get its own.
  for (let i = 0; i < 3; i++) {
    expect(await answer(sql`select ${i}::int + 1 as n`)).toBe(i + 1);
    expect(await answer(sql`select ${i}::int * 10 as n`)).toBe(i * 10);
  }
});
