// invoices/create alone: the list and the invoice page never download the form (issue #11).
export { InvoiceCreateScreen as InvoiceCreateRoute } from './InvoiceCreateScreen';
