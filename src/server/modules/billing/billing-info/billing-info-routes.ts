import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingInfoInputSchema,
  BillingInfoSavedSchema,
  BillingInfoSchema,
} from '../../../../shared/schemas/billing-info';
import { errorResponses } from '../../../plugins/errors';
import { requireUser } from '../../auth';
import { getBillingInfo, saveBillingInfo } from './billing-info-service';

export async function billingInfoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/billing-info',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's billing information (what invoices are made out to)",
        response: { 200: BillingInfoSchema, ...errorResponses(401) },
      },
    },
    async (request) => getBillingInfo(app.db, requireUser(request.principal)),
  );

  api.post(
    '/api/billing-info',
    {
      schema: {
        tags: ['billing'],
        summary: "Save the caller's billing information; the VAT number is checked for its country",
        body: BillingInfoInputSchema,
        response: { 200: BillingInfoSavedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      message: 'Billing information updated successfully',
      billing_info: await saveBillingInfo({
        db: app.db,
        payments: app.billing.payments,
        log: request.log,
        userId: requireUser(request.principal),
        input: request.body,
      }),
    }),
  );
}
