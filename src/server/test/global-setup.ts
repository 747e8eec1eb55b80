import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Opening and migrating a fresh PGlite takes seconds; loading a dump of a migrated one takes
 * a fraction of that. Build the template once per run and hand its path to every test file.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-test-'));
  const templatePath = path.join(dir, 'template.tar');
  const database = await openPglite({ thread: 'main' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
