import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { readAdminHandle } from './modules/admin/admin-token';
import { disableUser } from './modules/admin/admin-service';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const USAGE = 'Usage: npm run admin -- disable-user <email> | enable-user <email>';

async function viaRunningServer(dataDir: string, email: string, disabled: boolean) {
  const handle = readAdminHandle(dataDir);
  if (!handle) return undefined;
  const response = await fetch(`${handle.url}/api/admin/disable-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': handle.token },
    body: JSON.stringify({ email, disabled }),
  }).catch(() => undefined); // not running: the handle is stale
  if (!response) return undefined;
  const body = (await response.json()) as { sessionsEnded?: number; error?: { message: string } };
  if (!response.ok) throw new Error(body.error?.message ?? `server answered ${response.status}`);
  return body as { sessionsEnded: number };
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'disable-user' && command !== 'enable-user') || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  const disabled = command === 'disable-user';
  const config = loadConfig();
  const running =
    config.database.kind === 'pglite'
      ? await viaRunningServer(config.database.dataDir, email, disabled)
      : undefined;
  const result =
    running ??
    (await (async () => {
      const database = await openDatabase(config.database);
      try {
        return await disableUser({ db: database.db, email, disabled });
      } finally {
        await database.close();
      }
    })());
  console.log(
    disabled ? `Disabled ${email}; ended ${result.sessionsEnded} session(s).` : `Enabled ${email}.`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
