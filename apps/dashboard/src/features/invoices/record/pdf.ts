import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fetchCreditNotePdf, fetchInvoicePdf } from '../api/invoice-writes';

/**
 * An invoice's or a credit note's PDF, fetched with the session (the API wants the bearer token,
 * so no plain link), then opened in a new tab or saved under its number.
 */
export async function openPdf(
  kind: 'invoice' | 'creditNote',
  id: string,
  name: string,
  mode: 'open' | 'download' = 'open',
): Promise<void> {
  try {
    const blob = await (kind === 'invoice' ? fetchInvoicePdf(id) : fetchCreditNotePdf(id));
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    if (mode === 'download') link.download = `${name.replace(/[^\w-]+/g, '-')}.pdf`;
    else {
      link.target = '_blank';
      link.rel = 'noopener';
    }
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    const text = errorMessage(error);
    if (text) toast.error(text);
  }
}
