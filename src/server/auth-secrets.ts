import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { countKeysOnOlderPeppers } from './modules/api-keys';
import { keyPepper } from './modules/api-keys';
import { recordAuthSecret, resolveAuthSecrets } from './modules/auth';
import { reencryptSigningKeys } from './modules/auth';
import { resealToolSecrets } from './modules/tools';
import { resealOperatorKeys } from './modules/admin';
import { createSecretBox, toolSecretsKey } from './modules/tools';
import { createWidgetTokens, widgetTokenKey } from './modules/api-keys';

const ROTATING = 'docs/OPERATIONS.md, "Rotating the auth secret"';

/** Two reseal passes counted as one. */
async function sumOf(...passes: Array<Promise<{ resealed: number; unreadable: number }>>) {
  const done = await Promise.all(passes);
  return {
    resealed: done.reduce((sum, pass) => sum + pass.resealed, 0),
    unreadable: done.reduce((sum, pass) => sum + pass.unreadable, 0),
  };
}

/**
 * The auth secret (auth-secret.ts) and what is derived from it for the modules: the tool
 * credentials' box, the API-key pepper, the widget tokens. While AUTH_SECRET_PREVIOUS is set,
 * what the previous secret made is still read, what can be sealed again is sealed again here
 * (JWT signing keys, tool credentials, the console's keys), and the log says what still needs the previous one.
 */
export async function openAuthSecrets(options: {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
}) {
  const { config, log } = options;
  const { db } = options.database;
  const secrets = await resolveAuthSecrets({
    database: options.database,
    configured: config.auth,
    log: (message) => log.warn(message),
  });
  const older = secrets.previous ? [secrets.previous] : [];
  const configuredToolKey = config.tools.secretsKey;
  const toolSecrets = createSecretBox(
    toolSecretsKey(configuredToolKey, secrets.current),
    configuredToolKey ? [] : older.map((secret) => toolSecretsKey(undefined, secret)),
  );
  const pepper = keyPepper(secrets.current);

  if (secrets.previous) {
    const signing = await reencryptSigningKeys(db, secrets);
    const tools = configuredToolKey
      ? { resealed: 0, unreadable: 0 }
      : await sumOf(resealToolSecrets(db, toolSecrets), resealOperatorKeys(db, toolSecrets));
    log.info(
      `Replacing the auth secret: ${signing.reencrypted} JWT signing keys and ${tools.resealed} ` +
        'tool credentials and console keys were sealed again with AUTH_SECRET.',
    );
    const unreadable = signing.unreadable + tools.unreadable;
    if (unreadable > 0) {
      log.warn(
        `${signing.unreadable} JWT signing keys and ${tools.unreadable} tool credentials or console keys open ` +
          'with neither AUTH_SECRET nor AUTH_SECRET_PREVIOUS: they were sealed with another ' +
          `secret and cannot be used (${ROTATING}).`,
      );
    }
    const waiting = await countKeysOnOlderPeppers(db, pepper);
    log.warn(
      waiting > 0
        ? `${waiting} API keys still need AUTH_SECRET_PREVIOUS: each is hashed again with ` +
            'AUTH_SECRET on its next use. Keep AUTH_SECRET_PREVIOUS until this count is 0 and ' +
            `for 4 hours after the change (widget sessions) (${ROTATING}).`
        : 'No API key needs AUTH_SECRET_PREVIOUS any more: remove it once 4 hours have passed ' +
            `since the change (widget sessions) (${ROTATING}).`,
    );
  }
  await recordAuthSecret(db, secrets);

  return {
    current: secrets.current,
    previous: secrets.previous,
    toolSecrets,
    pepper,
    olderPeppers: older.map(keyPepper),
    widgetTokens: createWidgetTokens(widgetTokenKey(secrets.current), older.map(widgetTokenKey)),
  };
}
