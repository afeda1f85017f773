// The requests list alone: it downloads neither the enquiry list's nor the record page's code.
export { PropertyRequestsScreen as PropertyRequestsRoute } from './PropertyRequestsScreen';
