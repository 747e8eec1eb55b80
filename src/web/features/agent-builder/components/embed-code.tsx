import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

const COPIED_MS = 2000;

/** The embed snippet with a Copy button that says 'Copied!' for 2 seconds (spec 02 §2). */
export function EmbedCode({ snippet }: { snippet: string }) {
  // The code may show twice (the Widget tab and a new key's dialog): ids stay unique.
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium text-slate-800">
          Embed code
        </h4>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <textarea
        readOnly
        aria-labelledby={headingId}
        value={snippet}
        rows={3}
        spellCheck={false}
        className="mt-2 block w-full resize-none rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
      />
      <p role="status" className="mt-1 text-sm text-red-700">
        {failed && 'Failed to copy to clipboard. Select the code and copy it yourself.'}
        {copied && <span className="sr-only">Embed code copied to the clipboard.</span>}
      </p>
    </div>
  );
}
