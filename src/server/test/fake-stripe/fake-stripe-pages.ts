import type { ServerResponse } from 'node:http';
import { escapeHtml, redirect, sendHtml, stripeError } from './fake-stripe-http';
import type { FakeStripeState } from './fake-stripe-state';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `</head><body><main>${body}</main></body></html>`;

/** A one-page PDF saying which invoice it is: enough for a browser or a test to open. */
function invoicePdf(number: string) {
  const text = `Invoice ${number}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * What a browser sees of the fake Stripe: the hosted checkout (Pay completes it and returns to
 * success_url; Cancel goes to cancel_url), an invoice's payment page and its PDF.
 */
export async function answerPage(
  state: FakeStripeState,
  method: string,
  parts: string[],
  res: ServerResponse,
) {
  const [kind, id = '', action] = parts;
  if (kind === 'checkout') {
    const session = state.sessions.get(id);
    if (!session) return stripeError(res, 404, 'No such checkout session', 'resource_missing');
    if (method === 'GET') {
      return sendHtml(
        res,
        page(
          'Fake Stripe Checkout',
          `<h1>Pay CoachForge</h1><form method="post" action="/checkout/${escapeHtml(id)}/pay">` +
            `<button type="submit">Pay</button></form>` +
            `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>`,
        ),
      );
    }
    // Paying twice (a double click, Back then Pay) lands on the same success page.
    if (session.status === 'open') await state.completeCheckout(id);
    return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
  }
  const invoice = state.invoices.get(id);
  if (!invoice) return stripeError(res, 404, 'No such invoice', 'resource_missing');
  if (action === 'pdf') {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    return res.end(invoicePdf(invoice.number));
  }
  if (method === 'POST') await state.payInvoice(id);
  const amount = `€${(invoice.total / 100).toFixed(2)}`;
  const body =
    invoice.status === 'paid'
      ? `<h1>Invoice ${escapeHtml(invoice.number)} paid</h1><p>${amount} received. Thank you.</p>`
      : `<h1>Invoice ${escapeHtml(invoice.number)}</h1><p>${amount} due.</p>` +
        `<form method="post" action="/invoices/${escapeHtml(id)}/pay">` +
        `<button type="submit">Pay invoice</button></form>`;
  return sendHtml(res, page(`Invoice ${invoice.number}`, body));
}
