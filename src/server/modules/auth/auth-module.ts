import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAuth, type Auth } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthServicesOptions {
  /**
   * Runs after each account is stored: app.ts passes the admin module's first-operator claim,
   * so auth does not import the module that imports it.
   */
  onAccountCreated(db: Db, config: AppConfig): Promise<unknown>;
}

/**
 * better-auth, on the root instance: the principal of every scope verifies its tokens, so
 * app.ts registers this before any route.
 */
export const authServices = fp(
  async (app: FastifyInstance, options: AuthServicesOptions) => {
    const auth = await createAuth({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      secret: app.serverSecrets.current,
      log: app.log,
      onAccountCreated: () => options.onAccountCreated(app.db, app.config),
    });
    app.decorate('auth', auth);
  },
  { name: 'auth-services', dependencies: ['app-services'] },
);
