import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useIdentityProviders } from './api/get-identity-providers';

/**
 * After a sign-up that must be confirmed: the same words whether the address was new or
 * already had an account (its owner's e-mail says which), so nobody learns who has one.
 */
export function SignUpSent({ email, onClose }: { email: string; onClose(): void }) {
  const providers = useIdentityProviders();
  const logged = providers.data?.email_confirmation === 'log';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Check your e-mail">
      <div role="status" className="space-y-3 text-sm text-slate-700">
        <p>
          We have sent an e-mail to <strong className="break-all">{email}</strong>. Follow it to
          finish signing up: its link works for one hour and signs you in.
        </p>
        {logged ? (
          <p>
            This server sends no e-mail yet: the message has been written to the server&apos;s log,
            where whoever runs the server can find the link.
          </p>
        ) : (
          <p>Nothing after a few minutes? Look in your spam folder, or sign up again.</p>
        )}
      </div>
      <Button className="mt-4 w-full" onClick={onClose}>
        Done
      </Button>
    </Dialog>
  );
}
