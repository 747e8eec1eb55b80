import { ForgotPasswordDialog } from '../auth/forgot-password-dialog';
import { ProviderSignInButtons } from '../auth/provider-sign-in-buttons';
import { SignInDialog } from '../auth/sign-in-dialog';
import { SignUpDialog } from '../auth/sign-up-dialog';

export type AuthDialogKind = 'sign-in' | 'sign-up' | 'forgot-password';

interface AuthDialogProps {
  kind: AuthDialogKind;
  onKindChange(kind: AuthDialogKind): void;
  onClose(): void;
  onSignedIn(): void;
}

/**
 * The sign-in and sign-up dialogs, loaded on first use so their code is not in the first
 * paint. Under each form: "Continue with {provider}" for the configured identity providers.
 * "Forgot password?" in sign-in opens the dialog that mails a reset link.
 */
export default function AuthDialog({ kind, onKindChange, onClose, onSignedIn }: AuthDialogProps) {
  if (kind === 'forgot-password') {
    return <ForgotPasswordDialog onClose={onClose} onSignIn={() => onKindChange('sign-in')} />;
  }
  const alternativeSignIn = (
    <ProviderSignInButtons
      verb={kind === 'sign-up' ? 'Sign up' : 'Sign in'}
      onSignedIn={onSignedIn}
    />
  );
  const shared = { onClose, onSignedIn, alternativeSignIn };
  return kind === 'sign-up' ? (
    <SignUpDialog {...shared} onSwitch={() => onKindChange('sign-in')} />
  ) : (
    <SignInDialog
      {...shared}
      onSwitch={() => onKindChange('sign-up')}
      onForgotPassword={() => onKindChange('forgot-password')}
    />
  );
}
