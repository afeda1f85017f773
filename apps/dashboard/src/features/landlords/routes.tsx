// The record page; the list (list-routes.tsx) and the create form (create-routes.tsx) are chunks
// of their own, and the edit form loads when Edit is pressed.
export { LandlordDetailScreen as LandlordDetailRoute } from './screens/LandlordDetailScreen';
