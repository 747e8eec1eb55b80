import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { openerOfNewDialog, returnFocus } from './focus-return';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus trapped inside, Escape and the close button dismiss it, and focus
 * goes back to the control that opened it (focus-return.ts).
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Remembered as it opens (during render: before Radix moves focus inside).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(openerOfNewDialog());
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (returnFocus(opener)) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
