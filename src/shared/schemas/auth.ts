import { z } from 'zod';

export const IdentityProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Pages on other origins cannot complete a popup sign-in ('unauthorized-domain'). */
  trusted_origins: z.array(z.string()),
  /** Where sign-in windows open and complete: the origin of the server's PUBLIC_URL. */
  auth_origin: z.string(),
  /**
   * How a new account is confirmed: 'off' (none, signed in at once), 'mail' (a link is
   * e-mailed) or 'log' (no mail server is set: the link is written to the server's log).
   */
  email_confirmation: z.enum(['off', 'mail', 'log']),
  /** Where account e-mails (password-reset links) go: 'mail', or 'log' without a mail server. */
  account_mail: z.enum(['mail', 'log']),
});
export type IdentityProviders = z.infer<typeof IdentityProvidersSchema>;
