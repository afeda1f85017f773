// The invoice page; the list (list-routes.tsx), the payment form (payment/payment-route.tsx) and
// the credit notes (credit-notes/credit-notes-route.tsx) are chunks of their own, and the dialogs
// load when opened (spec §2).
export { InvoiceDetailScreen as InvoiceDetailRoute } from './screens/InvoiceDetailScreen';
