import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/schemas/invoices';
import { apiFetch, apiRequest, readApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const invoicesQuery = () =>
  queryOptions({
    queryKey: ['billing', 'invoices'],
    queryFn: ({ signal }) => apiRequest<{ invoices: Invoice[] }>('/invoices', { signal }),
  });

export const useInvoices = () => useQuery(invoicesQuery());

/** Downloads an invoice's PDF: this server's through the API, Stripe's in a new tab. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const pdf = invoice.invoice_pdf;
      if (!pdf) return;
      if (!pdf.startsWith('/api/')) return void window.open(pdf, '_blank', 'noopener');
      const response = await apiFetch(pdf.slice('/api'.length), { accept: 'application/pdf' });
      if (!response.ok) throw await readApiError(response);
      saveFile(await response.blob(), `${invoice.number ?? invoice.id}.pdf`);
    },
  });
}
