import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

export type AuthDialogKind = 'sign-in' | 'sign-up';

/** Loaded on first use, so the dialog library is not part of the first paint. */
export default function AuthDialog({ kind, onClose }: { kind: AuthDialogKind; onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'sign-up' ? 'Sign Up' : 'Sign In'}
      description="Accounts open in the next release of CoachForge."
    >
      <p className="text-sm text-slate-700">
        Until then every coach in the catalogue is open to you without an account.
      </p>
      <Button className="mt-4 w-full" onClick={onClose}>
        Browse the coaches
      </Button>
    </Dialog>
  );
}
