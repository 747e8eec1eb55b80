import { z } from 'zod';

export const IdentityProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Pages on other origins cannot complete a popup sign-in ('unauthorized-domain'). */
  trusted_origins: z.array(z.string()),
  /** Where sign-in windows open and complete: the origin of the server's PUBLIC_URL. */
  auth_origin: z.string(),
});
export type IdentityProviders = z.infer<typeof IdentityProvidersSchema>;
