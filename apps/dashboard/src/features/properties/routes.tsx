// The record page; its modals load when opened.
export { PropertyDetailScreen as PropertyDetailRoute } from './screens/PropertyDetailScreen';
