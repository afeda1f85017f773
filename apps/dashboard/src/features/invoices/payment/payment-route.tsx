// The payment form alone: its chunk carries the form and the calendar, not the invoice page.
export { PaymentScreen as InvoicePaymentRoute } from './PaymentScreen';
