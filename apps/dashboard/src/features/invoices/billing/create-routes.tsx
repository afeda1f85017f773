// invoices/create alone: the list and the invoice page never download the form.
export { InvoiceCreateScreen as InvoiceCreateRoute } from './InvoiceCreateScreen';
