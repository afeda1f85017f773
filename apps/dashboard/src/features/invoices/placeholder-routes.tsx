import { EmptyState } from '@staydesk/ui';
import { type Messages, useT } from '../../i18n';

/**
 * The invoices screens of spec §2 not built yet: each reachable, saying what it will hold (the
 * app's shared texts, en + fr), never a fake list. A screen that gets built moves its route in
 * module.ts to its own chunk.
 */
function Placeholder({ id }: { id: keyof Messages['modules'] }) {
  const { title, text } = useT().modules[id];
  return <EmptyState title={title} text={text} />;
}

export const InvoiceCreatePlaceholder = () => <Placeholder id="invoiceCreate" />;
export const NegativeInvoiceCreatePlaceholder = () => <Placeholder id="negativeInvoiceCreate" />;
export const InvoiceItemsPlaceholder = () => <Placeholder id="invoiceItems" />;
export const TaxRatesPlaceholder = () => <Placeholder id="taxRates" />;
export const InvoiceBookingsPlaceholder = () => <Placeholder id="invoiceBookings" />;
export const InvoiceAuthPlaceholder = () => <Placeholder id="invoiceAuth" />;
export const InvoiceConfirmationPlaceholder = () => <Placeholder id="invoiceConfirmation" />;
export const BankPaymentsPlaceholder = () => <Placeholder id="bankPayments" />;
export const BankPaymentCreatePlaceholder = () => <Placeholder id="bankPaymentCreate" />;
export const InvoiceDetailPlaceholder = () => <Placeholder id="invoiceDetail" />;
export const InvoicePaymentPlaceholder = () => <Placeholder id="invoicePayment" />;
export const CreditNotesPlaceholder = () => <Placeholder id="creditNotes" />;
