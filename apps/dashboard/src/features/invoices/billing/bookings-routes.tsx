// invoices/bookings alone.
export { BookingsToInvoiceScreen as InvoiceBookingsRoute } from './BookingsToInvoiceScreen';
