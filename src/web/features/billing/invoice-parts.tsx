import clsx from 'clsx';
import { Download, ExternalLink } from 'lucide-react';
import type { Invoice } from '../../../shared/schemas/invoices';
import { Button, buttonClasses } from '../../components/ui/button';
import { formatDate, formatMoney } from '../../lib/format';

const STATUS_STYLE: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
};

/** The invoice's amount: what it asks for (the same as what was paid, once it is). */
export const invoiceAmount = (invoice: Invoice) =>
  formatMoney(
    (invoice.status === 'paid' ? invoice.amount_paid : invoice.total) / 100,
    invoice.currency,
  );

/** The status badge (spec 02 §9 colours), with the pay-by date of an unpaid invoice. */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <span
        className={clsx(
          'rounded-full px-2 py-0.5 text-sm font-medium capitalize',
          STATUS_STYLE[invoice.status] ?? 'bg-red-100 text-red-900',
        )}
      >
        {invoice.status === 'pending' && invoice.due_date ? 'due' : invoice.status}
      </span>
      {invoice.due_date && (
        <span className="mt-1 block text-sm text-slate-600">
          Pay by {formatDate(invoice.due_date)}
        </span>
      )}
    </>
  );
}

/** Download the PDF; Pay when the provider has a payment page and it is not paid. */
export function InvoiceActions({
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
  );
}
