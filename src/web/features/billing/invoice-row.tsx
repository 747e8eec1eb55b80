import clsx from 'clsx';
import { Download, ExternalLink } from 'lucide-react';
import type { Invoice } from '../../../shared/schemas/invoices';
import { Button, buttonClasses } from '../../components/ui/button';
import { formatDate, formatMoney } from '../../lib/format';

const STATUS_STYLE: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
};

/** One invoice: number and description, date, amount paid, status, PDF and Pay (spec 02 §2). */
export function InvoiceRow({
  invoice,
  onDownload,
  downloading,
}: {
  invoice: Invoice;
  onDownload(invoice: Invoice): void;
  downloading: boolean;
}) {
  const name = invoice.number ?? 'invoice';
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="py-3 pr-4">
        <span className="font-medium text-slate-900">{invoice.number ?? '—'}</span>
        <span className="block text-sm text-slate-600">{invoice.description}</span>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDate(invoice.created)}</td>
      <td className="py-3 pr-4 whitespace-nowrap">
        {formatMoney(invoice.amount_paid / 100, invoice.currency)}
      </td>
      <td className="py-3 pr-4">
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-sm font-medium capitalize',
            STATUS_STYLE[invoice.status] ?? 'bg-red-100 text-red-900',
          )}
        >
          {invoice.status}
        </span>
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          {invoice.invoice_pdf && (
            <Button
              variant="secondary"
              size="sm"
              disabled={downloading}
              aria-label={`Download PDF of ${name}`}
              onClick={() => onDownload(invoice)}
            >
              <Download aria-hidden className="size-4" />
              PDF
            </Button>
          )}
          {invoice.paymentUrl && invoice.status !== 'paid' && (
            <a
              href={invoice.paymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Pay ${name} (opens in a new tab)`}
              className={buttonClasses('primary', 'sm')}
            >
              <ExternalLink aria-hidden className="size-4" />
              Pay
            </a>
          )}
        </div>
      </td>
    </tr>
  );
}
