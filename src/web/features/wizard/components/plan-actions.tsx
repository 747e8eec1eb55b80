import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorSentence } from '../../../lib/error-sentence';
import { useDownloadPlan } from '../api/plan-files';

/** Copy, Markdown and PDF downloads of a written plan, with what each did said aloud. */
export function PlanActions({ runId, markdown }: { runId: string; markdown: string }) {
  const download = useDownloadPlan(runId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    window.setTimeout(() => setCopied(null), 2_000);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={download.isPending}
        onClick={() => download.mutate('md')}
      >
        Download Markdown
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={download.isPending}
        onClick={() => download.mutate('pdf')}
      >
        Download PDF
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes'
          ? 'Copied to clipboard!'
          : copied === 'failed'
            ? 'Failed to copy to clipboard'
            : download.isError
              ? errorSentence(download.error, 'The download failed. Try again.')
              : ''}
      </p>
    </div>
  );
}
