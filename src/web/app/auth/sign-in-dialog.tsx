import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describeAuthError } from '../../lib/auth-error-messages';
import { AuthField } from './auth-field';
import { useAuth } from './use-auth';

export interface AuthDialogProps {
  onClose(): void;
  /** Opens the other dialog (sign-in <-> sign-up). */
  onSwitch(): void;
  onSignedIn(): void;
  /** The slot for a "Continue with {provider}" popup button, shown under the form. */
  alternativeSignIn?: ReactNode;
}

export function SignInDialog({
  onClose,
  onSwitch,
  onSignedIn,
  alternativeSignIn,
}: AuthDialogProps) {
  const { logIn } = useAuth();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const blank = { email: email.trim() === '', password: password === '' };
    setMissing(blank);
    if (blank.email || blank.password) {
      setError('Enter your e-mail and password.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await logIn(email.trim(), password);
      onSignedIn();
    } catch (failure) {
      setError(`Failed to sign in: ${describeAuthError(failure)}`);
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Sign In"
      description="Welcome back. Sign in to build, clone and manage your coaches."
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <AuthField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={missing.email}
          errorId={errorId}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={missing.password}
          errorId={errorId}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? 'Signing in…' : 'Sign In'}
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
