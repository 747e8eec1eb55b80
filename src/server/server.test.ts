import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';

it('serves on PORT, then on SIGTERM finishes, releases its data directory and exits 0', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-server-'));
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    expect(fs.existsSync(path.join(dataDir, 'coachforge.lock'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'coachforge.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'admin.json'))).toBe(false);
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
