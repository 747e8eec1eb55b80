import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { passwordProblems } from '../../../shared/password-rules';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describeAuthError } from '../../lib/auth-error-messages';
import { useSiteInfo } from '../../lib/site-info';
import { usePasswordPolicy } from './api/get-password-policy';
import { AuthField } from './auth-field';
import { signUpResolver, type SignUpValues } from './auth-form-schemas';
import type { AuthDialogProps } from './sign-in-dialog';
import { SignUpSent } from './sign-up-sent';
import { useAuth } from './use-auth';

export function SignUpDialog({
  onClose,
  onSwitch,
  onSignedIn,
  alternativeSignIn,
}: AuthDialogProps) {
  const { signUp } = useAuth();
  const policy = usePasswordPolicy();
  const { first_account_becomes_operator: firstAccountRunsServer } = useSiteInfo();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useForm<SignUpValues, typeof policy.data, SignUpValues>({
    defaultValues: { email: '', password: '', confirm: '' },
    resolver: signUpResolver,
    // The rules are checked once they have loaded; until then the server checks them.
    context: policy.data,
    // The message stays until the next try: it is an alert, not a hint while typing.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  // The spec's sign-up sends no name: the person adds one on their profile.
  const createAccount = form.handleSubmit(async ({ email, password }) => {
    try {
      if ((await signUp(email, password)) === 'confirm-email') setSentTo(email);
      else onSignedIn();
    } catch (failure) {
      const message = `Failed to create account: ${describeAuthError(failure)}`;
      const code = (failure as { code?: unknown }).code;
      if (code === 'password_does_not_meet_requirements') {
        // The rules may have changed since they were fetched: fetch them again.
        void policy.refetch();
        form.setError('password', { type: 'server', message });
      } else {
        form.setError('root.server', { message });
      }
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSubmitting) void createAccount(event);
  }

  const error =
    errors.email?.message ??
    errors.password?.message ??
    errors.confirm?.message ??
    errors.root?.server?.message;
  const rules = policy.data ? passwordProblems(policy.data, '') : [];
  const field = (name: keyof SignUpValues) => ({
    ...form.register(name),
    invalid: Boolean(errors[name]),
    errorId,
  });

  if (sentTo) return <SignUpSent email={sentTo} onClose={onClose} />;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign Up"
      description="Create an account to build, clone and embed your own coaches."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {firstAccountRunsServer && (
          <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            This is the first account on this server: it will run the server (the operator), with
            the console for its language model, speech and accounts.
          </p>
        )}
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
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create Account'}
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
