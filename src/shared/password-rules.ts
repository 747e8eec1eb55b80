import type { PasswordPolicy } from './password-policy';

// Kept apart from the zod schema so the sign-up dialog can check passwords without zod.

/** Every rule the password breaks, in words a person can act on; empty when it passes. */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  const problems: string[] = [];
  if (password.length < policy.min_length) {
    problems.push(`at least ${policy.min_length} characters`);
  }
  if (policy.max_length !== null && password.length > policy.max_length) {
    problems.push(`at most ${policy.max_length} characters`);
  }
  if (policy.require_lowercase && !/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (policy.require_uppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (policy.require_numeric && !/\d/.test(password)) problems.push('a digit');
  if (policy.require_non_alphanumeric && !/[^A-Za-z0-9]/.test(password)) {
    problems.push('a character that is not a letter or digit');
  }
  return problems;
}

export function describePasswordProblems(problems: string[]): string {
  return `Password must contain ${problems.join(', ')}.`;
}
