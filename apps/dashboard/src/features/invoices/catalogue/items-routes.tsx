// invoices/items alone: its dialog loads when opened.
export { ItemsScreen as InvoiceItemsRoute } from './ItemsScreen';
