// The list screen alone: a list never downloads the invoice page's or the forms' code.
export { InvoicesListScreen as InvoicesListRoute } from './screens/InvoicesListScreen';
