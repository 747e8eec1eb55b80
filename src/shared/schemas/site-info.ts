import { z } from 'zod';

/** What the web app's help, legal and contact pages say about whoever runs this server. */
export const SiteInfoSchema = z.object({
  /** The operator's support address (CONTACT_INBOX); null when it is not a public address. */
  support_email: z.string().nullable(),
  legal: z.object({
    /** Whose laws govern the Service Agreement (LEGAL_JURISDICTION); null: not named. */
    jurisdiction: z.string().nullable(),
    /** Who settles disputes by arbitration (LEGAL_ARBITRATION_BODY); null: the courts do. */
    arbitration_body: z.string().nullable(),
  }),
  /** No operator yet and OPERATOR_EMAILS unset: the first account created becomes the operator. */
  first_account_becomes_operator: z.boolean(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
