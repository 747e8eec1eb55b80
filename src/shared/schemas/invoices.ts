import { z } from 'zod';

/** paid and pending as the spec colours them; failed covers uncollectible; void is cancelled. */
export const InvoiceStatusSchema = z.enum(['paid', 'pending', 'failed', 'void']);

/** One invoice in the list (spec 02 §3 "Invoice"); amounts in minor units. */
export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  description: z.string(),
  created: z.iso.datetime({ offset: true }),
  currency: z.string(),
  amount_paid: z.number().int(),
  total: z.number().int(),
  status: InvoiceStatusSchema,
  /** The pay-by date of an invoice issued here; null for Stripe's and once it is paid. */
  due_date: z.iso.datetime({ offset: true }).nullable(),
  /** Stripe's PDF URL, or this server's /api/invoices/{id}/pdf (which needs the bearer token). */
  invoice_pdf: z.string().nullable(),
  /** Where to pay an unpaid invoice; null when there is nothing to pay online. */
  paymentUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema) });

const PartySchema = z.object({
  name: z.string(),
  lines: z.array(z.string()).describe('address lines, as printed'),
  fiscal_number: z.string(),
  email: z.string(),
});

/** What a local invoice says, frozen when it is issued: the PDF is drawn from this. */
export const InvoiceDocumentSchema = z.object({
  seller: PartySchema,
  buyer: PartySchema,
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unit_amount: z.number().int().describe('minor units, before VAT'),
      amount: z.number().int(),
    }),
  ),
  /** VAT rate in percent (e.g. 23); 0 when none applies. */
  vat_rate: z.number().min(0).max(100),
  vat_note: z.string().describe('e.g. "Reverse charge" or ""'),
  /** How to pay (e.g. a bank account), as the operator set it when the invoice was issued. */
  payment_details: z.string().optional(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;
