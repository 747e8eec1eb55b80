import { z } from 'zod';

export const BillingCustomerSchema = z.object({
  customer_id: z.string(),
  provider: z.enum(['local', 'stripe']),
  created: z.boolean().describe('false when the account already had a customer record'),
});
export type BillingCustomer = z.infer<typeof BillingCustomerSchema>;
