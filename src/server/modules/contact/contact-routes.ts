import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactReceiptSchema,
  RequestInfoSchema,
  RequestQuoteSchema,
  type ContactReceipt,
} from '../../../shared/schemas/contact';
import { errorResponses } from '../../plugins/errors';
import { userIdOf } from '../auth';
import { storeContactRequest } from './contact-service';

const errors = errorResponses(400, 413, 415, 429);

/** A person can send a few messages in a row; a script hammering the form is refused. */
const contactRateLimit = { max: 10, timeWindow: '10 minutes' };

export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const receipt = (id: string, message: string): ContactReceipt => ({
    id,
    status: 'received',
    message,
  });

  api.post(
    '/api/request-info',
    {
      config: { rateLimit: contactRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the CoachForge team',
        body: RequestInfoSchema,
        response: { 201: ContactReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await storeContactRequest({
        db: app.db,
        input: { kind: 'info', ...request.body },
        userId: userIdOf(request.principal),
      });
      app.contactOutbox.enqueue(row);
      return reply
        .status(201)
        .send(
          receipt(row.id, 'Thank you! We received your message and will reply within 24 hours.'),
        );
    },
  );

  api.post(
    '/api/request-quote',
    {
      config: { rateLimit: contactRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Ask for a quote for the Pro or Enterprise plan',
        body: RequestQuoteSchema,
        response: { 201: ContactReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await storeContactRequest({
        db: app.db,
        input: { kind: 'quote', ...request.body },
        userId: userIdOf(request.principal),
      });
      app.contactOutbox.enqueue(row);
      return reply
        .status(201)
        .send(receipt(row.id, 'Thank you! Our team will send you a quote within 24 hours.'));
    },
  );
}
