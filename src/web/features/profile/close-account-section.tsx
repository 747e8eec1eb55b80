import { useState, type FormEvent } from 'react';
import type { AccountClosed } from '../../../shared/schemas/profile';
import { RequestError } from '../../components/request-error';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField, fieldClasses } from '../../components/ui/form-field';
import { useCloseAccount } from './api/close-account';

const HEADING_ID = 'close-account-heading';

/**
 * The way out: closing the account, confirmed by typing its e-mail. The server refuses while
 * a paid plan would renew, and its sentence is shown as is (a fault as a sentence of ours).
 */
export function CloseAccountSection({
  email,
  onClosed,
}: {
  email: string;
  onClosed(closed: AccountClosed): void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const closing = useCloseAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    closing.mutate({ confirm_email: typed }, { onSuccess: onClosed });
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      closing.reset();
    }
  };

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mt-6 rounded-lg border border-red-200 bg-white p-4 sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        Close account
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Closing your account signs you out everywhere, revokes your API keys and takes your agents
        offline. Your data is deleted for good 12 months later; until then we can reopen the account
        if you write to us.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Close account…
      </Button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="Close your account?"
        description="You will be signed out at once and cannot sign in again."
      >
        <form onSubmit={submit} noValidate>
          <FormField id="close-account-email" label={`Type ${email} to confirm`}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                className={fieldClasses}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
          {closing.error && (
            <RequestError
              error={closing.error}
              fallback="Your account could not be closed. Please try again."
              className="mt-3 text-sm text-red-800"
            />
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || closing.isPending}>
              {closing.isPending ? 'Closing…' : 'Close my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
