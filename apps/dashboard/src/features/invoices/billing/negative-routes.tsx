// invoices/negative-invoice/create alone.
export { NegativeInvoiceScreen as NegativeInvoiceCreateRoute } from './NegativeInvoiceScreen';
