// invoices/bookings alone (issue #11).
export { BookingsToInvoiceScreen as InvoiceBookingsRoute } from './BookingsToInvoiceScreen';
