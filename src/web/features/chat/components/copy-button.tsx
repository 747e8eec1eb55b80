import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/** Copies a reply to the clipboard; shows a check mark for 2 seconds afterwards. */
export function CopyButton({ text, className }: { text: string; className: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy the reply', error);
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-label={copied ? 'Copied' : 'Copy reply'}
      title={copied ? 'Copied' : 'Copy reply'}
      onClick={() => void copy()}
    >
      {copied ? (
        <Check aria-hidden className="size-4 text-emerald-700" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
    </button>
  );
}
