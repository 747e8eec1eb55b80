import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContactOutbox, type ContactOutbox } from './contact-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    contactOutbox: ContactOutbox;
  }
}

/** The contact requests' e-mail outbox; closing it closes the app's mailer too. */
export const contactServices = fp(
  async (app: FastifyInstance, options: { retryEveryMs: number }) => {
    const outbox = createContactOutbox({
      db: app.db,
      mailer: app.mailer,
      inbox: app.config.mail.contactInbox,
      log: app.log,
      retryEveryMs: options.retryEveryMs,
    });
    app.decorate('contactOutbox', outbox);
    app.addHook('onClose', async () => outbox.close());
  },
  { name: 'contact-services', dependencies: ['app-services'] },
);
