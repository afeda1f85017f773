// invoices/auth alone (its own chunk): the accounting connection, exports and their history.
export { AccountingScreen as InvoiceAuthRoute } from './AccountingScreen';
