import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../../shared/password-policy';
import { SignInSchema, signUpSchema } from './auth-form-schemas';

const policy: PasswordPolicy = {
  min_length: 6,
  max_length: null,
  require_lowercase: false,
  require_uppercase: false,
  require_numeric: false,
  require_non_alphanumeric: false,
};

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('sign-in', () => {
  it('needs both fields, with one message, and trims the address', () => {
    expect(problems(SignInSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      ['email', 'Enter your e-mail and password.'],
      ['password', 'Enter your e-mail and password.'],
    ]);
    expect(SignInSchema.parse({ email: ' pat@example.com ', password: 'x' }).email).toBe(
      'pat@example.com',
    );
  });
});

describe('sign-up', () => {
  const check = (values: { email: string; password: string; confirm: string }, rules = policy) =>
    problems(signUpSchema(rules).safeParse(values));

  it('checks one thing at a time: blanks, then the confirmation, then the rules', () => {
    const blank = 'Enter your e-mail, a password and its confirmation.';
    expect(check({ email: 'pat@example.com', password: '  ', confirm: '' })).toEqual([
      ['password', blank],
      ['confirm', blank],
    ]);
    expect(check({ email: 'pat@example.com', password: 'abc', confirm: 'abd' })).toEqual([
      ['confirm', 'Passwords do not match'],
    ]);
    expect(check({ email: 'pat@example.com', password: 'abc', confirm: 'abc' })).toEqual([
      ['password', 'Password must contain at least 6 characters.'],
    ]);
    expect(check({ email: 'pat@example.com', password: 'abcdef', confirm: 'abcdef' })).toEqual([]);
  });

  it('leaves the rules to the server until they have loaded', () => {
    expect(
      problems(signUpSchema(undefined).safeParse({ email: 'a', password: 'x', confirm: 'x' })),
    ).toEqual([]);
  });
});
