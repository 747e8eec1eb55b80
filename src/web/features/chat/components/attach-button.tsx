import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** What the picker offers: the spec's two types, by extension and by MIME type. */
const ACCEPT = '.txt,.pdf,text/plain,application/pdf';

interface AttachButtonProps {
  disabled: boolean;
  onPick(files: File[]): void;
}

/** A labelled button that opens the file picker; the file input itself stays hidden. */
export function AttachButton({ disabled, onPick }: AttachButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label="Files to attach"
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          // Cleared, so picking the same file again (after removing it) is noticed.
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        className="h-12"
        aria-label="Attach files"
        title="Attach TXT or PDF files (up to 5, 1MB each)"
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        <Paperclip aria-hidden className="size-4" />
      </Button>
    </>
  );
}
