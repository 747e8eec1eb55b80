import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describeAuthError } from '../../lib/auth-error-messages';
import { AuthField } from './auth-field';
import { SignInSchema, type SignInValues } from './auth-form-schemas';
import { useAuth } from './use-auth';

export interface AuthDialogProps {
  onClose(): void;
  /** Opens the other dialog (sign-in <-> sign-up). */
  onSwitch(): void;
  /** Opens the dialog that mails a password-reset link (sign-in only). */
  onForgotPassword?(): void;
  onSignedIn(): void;
  /** The slot for a "Continue with {provider}" popup button, shown under the form. */
  alternativeSignIn?: ReactNode;
}

export function SignInDialog({
  onClose,
  onSwitch,
  onForgotPassword,
  onSignedIn,
  alternativeSignIn,
}: AuthDialogProps) {
  const { logIn } = useAuth();
  const id = useId();
  const errorId = `${id}-error`;
  const form = useForm<SignInValues, unknown, SignInValues>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(SignInSchema),
    // The message stays until the next try: it is an alert, not a hint while typing.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const signIn = form.handleSubmit(async ({ email, password }) => {
    try {
      await logIn(email, password);
      onSignedIn();
    } catch (failure) {
      form.setError('root.server', { message: `Failed to sign in: ${describeAuthError(failure)}` });
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSubmitting) void signIn(event);
  }

  const error = errors.email?.message ?? errors.password?.message ?? errors.root?.server?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign In"
      description="Welcome back. Sign in to build, clone and manage your coaches."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <AuthField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="email"
          {...form.register('email')}
          invalid={Boolean(errors.email)}
          errorId={errorId}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          invalid={Boolean(errors.password)}
          errorId={errorId}
        />
        {onForgotPassword ? (
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm font-medium text-brand-700 underline"
          >
            Forgot password?
          </button>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      {alternativeSignIn}
      <p className="mt-4 text-center text-sm text-slate-700">
        No account yet?{' '}
        <button type="button" onClick={onSwitch} className="font-medium text-brand-700 underline">
          Sign up
        </button>
      </p>
    </Dialog>
  );
}
