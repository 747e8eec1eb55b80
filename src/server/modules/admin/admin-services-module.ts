import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveSettings, type LiveSettings } from './settings/live-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authorises operator commands on the loopback-only admin routes. */
    adminToken: string;
    /** The model and speech in force: the environment's, else the operators' console settings. */
    liveSettings: LiveSettings;
  }
}

/**
 * The command line's token and the settings operators change in the console, on the root
 * instance: chat and voice read the settings in force and follow their changes.
 */
export const adminServices = fp(
  async (app: FastifyInstance) => {
    app.decorate('adminToken', randomBytes(32).toString('base64url'));
    const liveSettings = await createLiveSettings({
      config: app.config,
      db: app.db,
      box: app.toolSecrets,
      log: app.log,
    });
    app.decorate('liveSettings', liveSettings);
    // Each node reads the settings again when any node saved them.
    app.cluster.bus.on('settings-changed', () => {
      liveSettings.reload().catch((error: unknown) => {
        app.log.error({ err: error }, 'operator settings: could not be read again');
      });
    });
  },
  { name: 'admin-services', dependencies: ['app-services', 'tools-services'] },
);
