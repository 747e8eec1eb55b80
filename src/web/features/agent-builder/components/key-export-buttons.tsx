import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useExportKeyUsage, type ExportFormat } from '../api/export-key-usage';

/** Hands a downloaded file to the browser under a name that says what it is. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export the key's usage over the period as JSON or CSV. */
export function KeyExportButtons({
  agentId,
  keyId,
  days,
  keyPrefix,
}: {
  agentId: string;
  keyId: string;
  days: number;
  keyPrefix: string;
}) {
  const exporting = useExportKeyUsage(agentId, keyId);
  const download = (format: ExportFormat) =>
    exporting.mutate(
      { format, days },
      { onSuccess: (blob) => saveFile(blob, `${keyPrefix}-usage-${days}d.${format}`) },
    );
  return (
    <div>
      <div className="flex gap-2">
        {(['json', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={exporting.isPending}
            onClick={() => download(format)}
          >
            <Download aria-hidden className="size-4" /> Export {format.toUpperCase()}
          </Button>
        ))}
      </div>
      <p role="alert" className="mt-1 text-sm text-red-700">
        {exporting.isError && `Failed to export: ${exporting.error.message}`}
      </p>
    </div>
  );
}
