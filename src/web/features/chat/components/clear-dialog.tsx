import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface ClearDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** Asks before Clear deletes the conversation: it is gone from the server too. */
export function ClearDialog({ open, onOpenChange, onConfirm }: ClearDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear this conversation?"
      description="Its messages, files and ratings are deleted, here and on the server. This cannot be undone."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          Clear conversation
        </Button>
      </div>
    </Dialog>
  );
}
