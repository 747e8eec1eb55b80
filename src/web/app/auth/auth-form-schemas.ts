import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { PasswordPolicy } from '../../../shared/password-policy';
import { describePasswordProblems, passwordProblems } from '../../../shared/password-rules';

const SIGN_IN_BLANK = 'Enter your e-mail and password.';
const SIGN_UP_BLANK = 'Enter your e-mail, a password and its confirmation.';

/** Sign-in needs both fields; the server judges the rest. */
export const SignInSchema = z.object({
  email: z.string().trim().min(1, SIGN_IN_BLANK),
  password: z.string().min(1, SIGN_IN_BLANK),
});
export type SignInValues = z.input<typeof SignInSchema>;

const SIGN_UP_FIELDS = ['email', 'password', 'confirm'] as const;

/**
 * Sign-up checks one thing at a time, each with one message: every field filled in, then the
 * confirmation matching, then the server's password rules (once they have loaded).
 */
export const signUpSchema = (policy: PasswordPolicy | undefined) =>
  z
    .object({ email: z.string().trim(), password: z.string(), confirm: z.string() })
    .superRefine((values, context) => {
      const blank = SIGN_UP_FIELDS.filter((field) => !values[field].trim());
      for (const field of blank)
        context.addIssue({ code: 'custom', path: [field], message: SIGN_UP_BLANK });
      if (blank.length > 0) return;
      if (values.password !== values.confirm) {
        context.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
        return;
      }
      const unmet = policy ? passwordProblems(policy, values.password) : [];
      if (unmet.length > 0) {
        const message = describePasswordProblems(unmet);
        context.addIssue({ code: 'custom', path: ['password'], message });
      }
    });
export type SignUpValues = z.input<ReturnType<typeof signUpSchema>>;

/** Checks the sign-up form against the policy given as the form's context. */
export const signUpResolver: Resolver<SignUpValues, PasswordPolicy | undefined> = (
  values,
  policy,
  options,
) => zodResolver(signUpSchema(policy))(values, policy, options);
