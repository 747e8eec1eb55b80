import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { useDownloadInvoice, useInvoices } from './api/invoices';
import { InvoiceRow } from './invoice-row';

function InvoiceTable() {
  const invoices = useInvoices();
  const download = useDownloadInvoice();
  if (invoices.isPending) return <StatusMessage>Loading your invoices…</StatusMessage>;
  if (invoices.isError) {
    return (
      <StatusMessage tone="error">
        Your invoices could not be loaded. Please reload the page.
      </StatusMessage>
    );
  }
  if (invoices.data.invoices.length === 0) return <StatusMessage>No invoices found</StatusMessage>;
  return (
    <>
      {download.isError && (
        <StatusMessage tone="error">
          The PDF could not be downloaded.
          {download.error instanceof ApiError ? ` ${download.error.message}` : ''}
        </StatusMessage>
      )}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4">
        <table className="w-full text-left">
          <caption className="sr-only">Your invoices, newest first</caption>
          <thead className="text-sm text-slate-600">
            <tr>
              {['Invoice', 'Date', 'Amount', 'Status', 'Actions'].map((column) => (
                <th key={column} scope="col" className="pb-2 pr-4 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoices.data.invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                downloading={download.isPending && download.variables?.id === invoice.id}
                onDownload={(chosen) => download.mutate(chosen)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The Invoices page (spec 02 §2): the signed-in person's invoices with PDF and Pay. */
export default function InvoicesPage() {
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Invoices</h1>
      <div className="mt-6">
        <InvoiceTable />
      </div>
    </PageContainer>
  );
}
