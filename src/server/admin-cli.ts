import fs from 'node:fs';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { readAdminHandle } from './modules/admin';
import { CLI_TOKEN_PREFIX } from './modules/admin';
import { disableUser } from './modules/admin';
import { setOperator } from './modules/admin';
import { readKeyFile, storedAuthSecret } from './modules/auth';
import { recordInvoicePayment } from './modules/billing';
import { setLocalPlan } from './modules/billing';
import { createPlanCatalogue } from './modules/billing';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const USAGE =
  'Usage: npm run admin -- disable-user <email> | enable-user <email> | set-plan <email> <plan>' +
  ' | record-payment <invoice number> [paid on YYYY-MM-DD] | grant-operator <email>' +
  ' | revoke-operator <email> | print-auth-secret';

/** A PGlite server holds its data directory: commands go to it over its loopback admin route. */
async function viaRunningServer<T>(dataDir: string, route: string, body: object) {
  const handle = readAdminHandle(dataDir);
  if (!handle) return undefined;
  const response = await fetch(`${handle.url}/api/admin/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${CLI_TOKEN_PREFIX}${handle.token}`,
    },
    body: JSON.stringify(body),
  }).catch(() => undefined); // not running: the handle is stale
  if (!response) return undefined;
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `server answered ${response.status}`);
  return answer as T;
}

/** Runs a command in the running server when there is one, else on the database directly. */
async function run<T>(
  config: AppConfig,
  route: string,
  body: object,
  direct: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const running =
    config.database.kind === 'pglite'
      ? await viaRunningServer<T>(config.database.dataDir, route, body)
      : undefined;
  if (running) return running;
  const database = await openDatabase(config.database, { warn: console.warn });
  try {
    return await direct(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The secret this database was set up with, to set as AUTH_SECRET: DATA_DIR's key file, or
 * the copy a release before this one stored in the database.
 */
async function printAuthSecret(config: AppConfig) {
  const inFile = config.database.kind === 'pglite' && readKeyFile(config.database.dataDir);
  if (inFile) return console.log(inFile);
  const database = await openDatabase(config.database, { warn: console.warn });
  try {
    const stored = await storedAuthSecret(database.db);
    if (stored) return console.log(stored);
  } finally {
    await database.close();
  }
  throw new Error(
    'This database holds no auth secret: it was moved out when the server first started with ' +
      'this release (with AUTH_SECRET: that value is the one), or the database is new.',
  );
}

async function main() {
  const [command, email, planId] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'print-auth-secret') return printAuthSecret(config);
  if ((command === 'disable-user' || command === 'enable-user') && email) {
    const disabled = command === 'disable-user';
    const result = await run(config, 'disable-user', { email, disabled }, (db) =>
      disableUser({ db, email, disabled }),
    );
    return console.log(
      disabled
        ? `Disabled ${email}; ended ${result.sessionsEnded} session(s).`
        : `Enabled ${email}.`,
    );
  }
  if ((command === 'grant-operator' || command === 'revoke-operator') && email) {
    const operator = command === 'grant-operator';
    const result = await run(config, 'grant-operator', { email, operator }, (db) =>
      setOperator({ db, config, actor: { label: 'command line' }, account: { email }, operator }),
    );
    return console.log(
      operator
        ? `${result.email} is an operator: the console is at /admin.`
        : `${result.email} is no longer an operator.`,
    );
  }
  if (command === 'set-plan' && email && planId) {
    const result = await run(config, 'set-plan', { email, plan: planId }, (db) =>
      setLocalPlan({
        db,
        config: config.billing,
        plans: createPlanCatalogue(config.billing),
        email,
        planId,
      }),
    );
    const until = result.periodEnd
      ? ` until ${new Date(result.periodEnd).toISOString().slice(0, 10)}`
      : '';
    const invoice = result.invoice ? `; issued invoice ${result.invoice}` : '';
    return console.log(`${email} is on the ${result.plan} plan${until}${invoice}.`);
  }
  if (command === 'record-payment' && email) {
    const [number, paidOn] = [email, planId];
    if (paidOn && !/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) {
      throw new Error(`"${paidOn}" is not a day: write it as YYYY-MM-DD, e.g. 2026-11-26.`);
    }
    const result = await run(config, 'record-payment', { invoice: number, paid_on: paidOn }, (db) =>
      recordInvoicePayment({ db, number, paidAt: paidOn ? new Date(paidOn) : undefined }),
    );
    const on = new Date(result.paidAt).toISOString().slice(0, 10);
    return console.log(`Invoice ${result.invoice} is paid (${on}).`);
  }
  console.error(USAGE);
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
