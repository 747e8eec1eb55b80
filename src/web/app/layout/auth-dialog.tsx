import { SignInDialog } from '../auth/sign-in-dialog';
import { SignUpDialog } from '../auth/sign-up-dialog';

export type AuthDialogKind = 'sign-in' | 'sign-up';

interface AuthDialogProps {
  kind: AuthDialogKind;
  onKindChange(kind: AuthDialogKind): void;
  onClose(): void;
  onSignedIn(): void;
}

/**
 * The sign-in and sign-up dialogs, loaded on first use so their code is not in the first
 * paint. A "Continue with {provider}" popup button (spec 01 §2) goes in `alternativeSignIn`.
 */
export default function AuthDialog({ kind, onKindChange, onClose, onSignedIn }: AuthDialogProps) {
  const shared = { onClose, onSignedIn, alternativeSignIn: undefined };
  return kind === 'sign-up' ? (
    <SignUpDialog {...shared} onSwitch={() => onKindChange('sign-in')} />
  ) : (
    <SignInDialog {...shared} onSwitch={() => onKindChange('sign-up')} />
  );
}
