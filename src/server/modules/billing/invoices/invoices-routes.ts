import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvoiceListSchema } from '../../../../shared/schemas/invoices';
import { errorResponses } from '../../../plugins/errors';
import { requireUser } from '../../auth';
import { invoicePdf, listInvoices } from './invoices-service';

export async function invoicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's invoices, newest first (amounts in cents)",
        response: { 200: InvoiceListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ invoices: await listInvoices(app.db, requireUser(request.principal)) }),
  );

  api.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        tags: ['billing'],
        summary: 'Download an invoice issued by this server as a PDF',
        params: z.object({ id: z.string().max(64) }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('the PDF'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await invoicePdf(
        app.db,
        requireUser(request.principal),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
