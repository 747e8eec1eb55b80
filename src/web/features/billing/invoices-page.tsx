import { RequestError } from '../../components/request-error';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useDownloadInvoice, useInvoices } from './api/invoices';
import { InvoiceCard, InvoiceRow } from './invoice-row';

const COLUMNS = ['Invoice', 'Date', 'Amount', 'Status', 'Actions'];

function InvoiceList() {
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
  const list = invoices.data.invoices;
  if (list.length === 0) return <StatusMessage>No invoices found</StatusMessage>;
  const view = (invoice: (typeof list)[number]) => ({
    invoice,
    downloading: download.isPending && download.variables?.id === invoice.id,
    onDownload: (chosen: typeof invoice) => download.mutate(chosen),
  });
  return (
    <>
      {download.isError && (
        <RequestError
          error={download.error}
          fallback="The PDF could not be downloaded. Please try again."
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
      {/* A phone gets cards; the table needs room for its five columns. */}
      <ul aria-label="Your invoices, newest first" className="space-y-3 md:hidden">
        {list.map((invoice) => (
          <InvoiceCard key={invoice.id} {...view(invoice)} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white p-4 md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Your invoices, newest first</caption>
          <thead className="text-sm text-slate-600">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="pr-4 pb-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((invoice) => (
              <InvoiceRow key={invoice.id} {...view(invoice)} />
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
        <InvoiceList />
      </div>
    </PageContainer>
  );
}
