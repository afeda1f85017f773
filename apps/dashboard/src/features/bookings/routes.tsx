// The record page; the list (list-routes.tsx) and the create form (create-routes.tsx) are chunks
// of their own, and the modals load when opened (spec §2).
export { BookingDetailScreen as BookingDetailRoute } from './screens/BookingDetailScreen';
