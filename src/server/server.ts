import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirError } from './db/data-dir-permissions';
import { missingFeatureNotices } from './feature-notices';
import { removeAdminHandle, writeAdminHandle } from './modules/admin';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    if (config.database.kind === 'pglite') removeAdminHandle(config.database.dataDir);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Node's default queue of 511 connections not yet accepted drops new ones during a burst
  // (the attack replay's 3,000 half-sent requests), and a dropped SYN waits 1 s to retry: a
  // longer queue (the kernel caps it at somaxconn) keeps other clients' first answer fast.
  const address = await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  if (config.database.kind === 'pglite') {
    const { dataDir } = config.database;
    writeAdminHandle(dataDir, { url: address, token: app.adminToken });
  }
  app.log.info(`CoachForge is serving ${config.publicUrl} (database: ${app.database.kind})`);
  for (const notice of missingFeatureNotices(config)) app.log.warn(notice);
  // Voice engines are checked by running them, so this notice comes from the live service.
  const { stt, tts } = await app.voice.availability();
  for (const problem of [stt.problem, tts.problem])
    if (problem) app.log.warn(`Voice calls are off: ${problem}`);
}

main().catch((error: unknown) => {
  // Start-up refusals are sentences for the operator, not stacks.
  const refusals = [ConfigError, DataDirLockedError, DataDirError];
  if (error instanceof Error && refusals.some((kind) => error instanceof kind)) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
