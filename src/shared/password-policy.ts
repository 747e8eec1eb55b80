import { z } from 'zod';

/** The password rules the server enforces and serves to the client (GET /api/auth/password-policy). */
export const PasswordPolicySchema = z.object({
  min_length: z.number().int().min(1),
  max_length: z.number().int().nullable(),
  require_lowercase: z.boolean(),
  require_uppercase: z.boolean(),
  require_numeric: z.boolean(),
  require_non_alphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;
