// invoices/negative-invoice/create alone (issue #11).
export { NegativeInvoiceScreen as NegativeInvoiceCreateRoute } from './NegativeInvoiceScreen';
