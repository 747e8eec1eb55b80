import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { useExportInbox, type InboxExportFormat } from '../api/export-inbox';
import type { InboxFilterValues } from '../lib/inbox-filters';

/** Downloads every message the current filters select, one row each, as CSV or JSON. */
export function ExportButtons({ filters }: { filters: InboxFilterValues }) {
  const exporting = useExportInbox(filters);
  const button = (format: InboxExportFormat, label: string) => (
    <Button
      variant="secondary"
      size="sm"
      disabled={exporting.isPending}
      onClick={() => exporting.mutate(format)}
    >
      <Download aria-hidden className="size-4" /> {label}
    </Button>
  );
  return (
    <div className="flex flex-col items-end gap-1">
      <div role="group" aria-label="Export these conversations" className="flex gap-2">
        {button('csv', 'Export CSV')}
        {button('json', 'Export JSON')}
      </div>
      {exporting.isError && (
        <RequestError error={exporting.error} fallback="The export could not be made." />
      )}
    </div>
  );
}
