import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteInfoSchema } from '../../../shared/schemas/site-info';
import { firstAccountPromise } from '../admin';

/**
 * An address at a `.local` domain (the CONTACT_INBOX default) reaches nobody outside the
 * operator's own network: people are sent to the contact form instead.
 */
function publicAddress(inbox: string): string | null {
  // "Support <help@example.com>" names its address in the angle brackets.
  const address = (/<([^<>]+)>\s*$/.exec(inbox)?.[1] ?? inbox).trim();
  return /^[^@\s]+@[^@\s]+\.[^@\s.]+$/.test(address) && !/\.local$/i.test(address) ? address : null;
}

/** GET /api/site-info: the operator's settings the help, legal and contact pages show. */
export async function siteInfoRoutes(app: FastifyInstance) {
  const { mail, legal } = app.config;
  const firstAccountBecomesOperator = firstAccountPromise(app.db, app.config);
  const body = {
    support_email: publicAddress(mail.contactInbox),
    legal: {
      jurisdiction: legal.jurisdiction ?? null,
      arbitration_body: legal.arbitrationBody ?? null,
    },
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site-info',
    {
      schema: {
        tags: ['health'],
        summary:
          "The operator's support address, the Service Agreement's governing law, and whether a new account becomes the operator",
        response: { 200: SiteInfoSchema },
      },
    },
    async () => ({
      ...body,
      first_account_becomes_operator: await firstAccountBecomesOperator(),
    }),
  );
}
