import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSpeechEngines } from './engines/create-speech-engines';
import { createVoiceService, type VoiceService } from './voice-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Voice calls: speech engines, settings, call tokens and the calls in progress. */
    voice: VoiceService;
  }
}

/**
 * Voice calls' services on the root instance (the widget, the console and health read them).
 * Speech follows the console's settings; a call ends when its key or account no longer may
 * call, on whichever node it runs.
 */
export const voiceServices = fp(
  async (app: FastifyInstance) => {
    const { redis, fellBack, bus } = app.cluster;
    const voice = createVoiceService({
      config: app.config,
      db: app.db,
      authSecret: app.serverSecrets.current,
      previousAuthSecret: app.serverSecrets.previous,
      redis,
      onFallback: fellBack,
    });
    app.decorate('voice', voice);
    const { liveSettings } = app;
    // Calls read the engines when they start: a change reaches the next call.
    Object.assign(voice.engines, createSpeechEngines(liveSettings.speech()));
    liveSettings.onChange('speech', () =>
      Object.assign(voice.engines, createSpeechEngines(liveSettings.speech())),
    );
    // After api-keys' own handler (a dependency), which has forgotten the changed key.
    bus.on('api-key-changed', ({ keyId }) => {
      void app.apiKeys.settings(keyId).then(
        async (usable) => !usable && voice.endRevoked({ keyId }),
        (error: unknown) => app.log.warn({ err: error, keyId }, 'voice: revoked key not checked'),
      );
    });
    bus.on('account-closed', ({ userId }) => void voice.endRevoked({ userId }));
    app.addHook('onClose', async () => voice.places.close());
    // Before the sockets close, so each caller hears why the call ended.
    app.addHook('preClose', async () => voice.endAll());
  },
  { name: 'voice-services', dependencies: ['app-services', 'api-keys-services', 'admin-services'] },
);
