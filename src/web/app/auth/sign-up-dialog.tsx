import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describePasswordProblems, passwordProblems } from '../../../shared/password-rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { fetchPasswordPolicy } from '../../lib/auth-client';
import { describeAuthError } from '../../lib/auth-error-messages';
import { AuthField } from './auth-field';
import type { AuthDialogProps } from './sign-in-dialog';
import { useAuth } from './use-auth';

type Field = 'email' | 'password' | 'confirm';

export function SignUpDialog({
  onClose,
  onSwitch,
  onSignedIn,
  alternativeSignIn,
}: AuthDialogProps) {
  const { signUp } = useAuth();
  const policy = useQuery({
    queryKey: ['auth', 'password-policy'],
    queryFn: fetchPasswordPolicy,
    staleTime: Infinity,
  });
  const id = useId();
  const errorId = `${id}-error`;
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    confirm: '',
  });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function fail(fields: Field[], message: string | null) {
    setInvalid(fields);
    setError(message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const email = values.email.trim();
    const blank = (['email', 'password', 'confirm'] as const).filter((f) => !values[f].trim());
    if (blank.length > 0) return fail(blank, 'Enter your e-mail, a password and its confirmation.');
    if (values.password !== values.confirm) return fail(['confirm'], 'Passwords do not match');
    const unmet = policy.data ? passwordProblems(policy.data, values.password) : [];
    if (unmet.length > 0) return fail(['password'], describePasswordProblems(unmet));
    fail([], null);
    setSending(true);
    try {
      await signUp(email, values.password);
      onSignedIn();
    } catch (failure) {
      const code = (failure as { code?: unknown }).code;
      const policyRefused = code === 'password_does_not_meet_requirements';
      // The rules may have changed since they were fetched: fetch them again.
      if (policyRefused) void policy.refetch();
      fail(
        policyRefused ? ['password'] : [],
        `Failed to create account: ${describeAuthError(failure)}`,
      );
      setSending(false);
    }
  }

  const rules = policy.data ? passwordProblems(policy.data, '') : [];
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    invalid: invalid.includes(name),
    errorId,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign Up"
      description="Create an account to build, clone and embed your own coaches."
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <AuthField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={rules.length > 0 ? `Use ${rules.join(', ')}.` : undefined}
          {...field('password')}
        />
        <AuthField
          id={`${id}-confirm`}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
      {alternativeSignIn}
      <p className="mt-4 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <button type="button" onClick={onSwitch} className="font-medium text-brand-700 underline">
          Sign in
        </button>
      </p>
    </Dialog>
  );
}
