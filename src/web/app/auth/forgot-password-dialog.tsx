import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describeAuthError } from '../../lib/auth-error-messages';
import { useIdentityProviders } from './api/get-identity-providers';
import { requestPasswordReset } from './api/password-reset';
import { AuthField } from './auth-field';

interface ForgotPasswordDialogProps {
  onClose(): void;
  /** Back to the sign-in dialog. */
  onSignIn(): void;
}

/**
 * Asks for the address to mail a reset link to. The answer reads the same whether or not the
 * address has an account, so nobody learns who has one.
 */
export function ForgotPasswordDialog({ onClose, onSignIn }: ForgotPasswordDialogProps) {
  const providers = useIdentityProviders();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError('Enter the e-mail address of your account.');
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (failure) {
      setError(`Failed to send the link: ${describeAuthError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  const logged = providers.data?.account_mail === 'log';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sentTo ? 'Check your e-mail' : 'Reset your password'}
      description={
        sentTo ? undefined : "Enter your account's e-mail address: we will send it a link."
      }
    >
      {sentTo ? (
        <div role="status" className="space-y-3 text-sm text-slate-700">
          <p>
            If <strong className="break-all">{sentTo}</strong> has an account, we have sent it a
            link to choose a new password. The link works once, for one hour.
          </p>
          {logged ? (
            <p>
              This server sends no e-mail yet: the message has been written to the server&apos;s
              log, where whoever runs the server can find the link.
            </p>
          ) : (
            <p>Nothing after a few minutes? Look in your spam folder, or ask again.</p>
          )}
          <Button className="w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <AuthField
            id={`${id}-email`}
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={Boolean(error)}
            errorId={errorId}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <button type="button" onClick={onSignIn} className="font-medium text-brand-700 underline">
          Sign in
        </button>
      </p>
    </Dialog>
  );
}
