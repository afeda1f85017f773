// invoices/items alone: its dialog loads when opened (issue #11).
export { ItemsScreen as InvoiceItemsRoute } from './ItemsScreen';
