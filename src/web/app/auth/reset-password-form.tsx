import { useId, useState, type FormEvent } from 'react';
import { describePasswordProblems, passwordProblems } from '../../../shared/password-rules';
import { Button } from '../../components/ui/button';
import { describeAuthError } from '../../lib/auth-error-messages';
import { usePasswordPolicy } from './api/get-password-policy';
import { resetPassword } from './api/password-reset';
import { AuthField } from './auth-field';

const USED_OR_EXPIRED =
  'This reset link no longer works: a link works once, for one hour. Ask for a new one with "Forgot password?" under Sign In.';

/** What to say for a refused new password. */
function refusal(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'invalid_token' ? USED_OR_EXPIRED : describeAuthError(error);
}

/** The new password and its confirmation, checked against the server's rules, then sent. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const policy = usePasswordPolicy();
  const id = useId();
  const errorId = `${id}-error`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function problem(): string | null {
    if (!password || !confirm) return 'Enter a new password and its confirmation.';
    if (password !== confirm) return 'Passwords do not match';
    const unmet = policy.data ? passwordProblems(policy.data, password) : [];
    return unmet.length > 0 ? describePasswordProblems(unmet) : null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = problem();
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (failure) {
      setError(refusal(failure));
      setBusy(false);
    }
  }

  const rules = policy.data ? passwordProblems(policy.data, '') : [];
  const field = {
    invalid: Boolean(error),
    errorId,
    type: 'password',
    autoComplete: 'new-password',
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <AuthField
        id={`${id}-password`}
        label="New password"
        hint={rules.length > 0 ? `Use ${rules.join(', ')}.` : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...field}
      />
      <AuthField
        id={`${id}-confirm`}
        label="Confirm new password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        {...field}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Set New Password'}
      </Button>
    </form>
  );
}
