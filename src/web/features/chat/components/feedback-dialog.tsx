import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSubmit(reason: string): void;
}

/** Asks why a reply was not helpful; the reason is required. */
export function FeedbackDialog({ open, onOpenChange, onSubmit }: FeedbackDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const blank = reason.trim().length === 0;

  const close = (next: boolean) => {
    if (!next) setReason('');
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onSubmit(reason.trim());
    close(false);
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Why wasn't this helpful?">
      <form onSubmit={submit}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Reason
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={2000}
          rows={4}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
          placeholder="Tell us what was missing or wrong"
        />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank}>
            Submit Feedback
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
