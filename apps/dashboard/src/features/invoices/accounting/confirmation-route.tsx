// invoices/confirmation alone (its own chunk): where the accounting system sends the user back.
export { ConfirmationScreen as InvoiceConfirmationRoute } from './ConfirmationScreen';
