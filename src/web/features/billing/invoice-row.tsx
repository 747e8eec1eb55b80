import type { Invoice } from '../../../shared/schemas/invoices';
import { formatDate } from '../../lib/format';
import { InvoiceActions, invoiceAmount, InvoiceStatus } from './invoice-parts';

interface InvoiceViewProps {
  invoice: Invoice;
  onDownload(invoice: Invoice): void;
  downloading: boolean;
}

/** One invoice in the table: number and description, date, amount, status, PDF and Pay. */
export function InvoiceRow(props: InvoiceViewProps) {
  const { invoice } = props;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="py-3 pr-4">
        <span className="font-medium text-slate-900">{invoice.number ?? '—'}</span>
        <span className="block text-sm text-slate-600">{invoice.description}</span>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDate(invoice.created)}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{invoiceAmount(invoice)}</td>
      <td className="py-3 pr-4">
        <InvoiceStatus invoice={invoice} />
      </td>
      <td className="py-3">
        <InvoiceActions {...props} />
      </td>
    </tr>
  );
}

/** The same invoice as a card, for a phone's width: everything stacked, the buttons in reach. */
export function InvoiceCard(props: InvoiceViewProps) {
  const { invoice } = props;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-medium text-slate-900">{invoice.number ?? '—'}</span>
        <span className="font-medium text-slate-900">{invoiceAmount(invoice)}</span>
      </div>
      <p className="text-sm break-words text-slate-600">{invoice.description}</p>
      <p className="mt-1 text-sm text-slate-700">{formatDate(invoice.created)}</p>
      <div className="mt-2">
        <InvoiceStatus invoice={invoice} />
      </div>
      <div className="mt-3">
        <InvoiceActions {...props} />
      </div>
    </li>
  );
}
