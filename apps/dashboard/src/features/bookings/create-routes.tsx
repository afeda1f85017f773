// The create form alone: the list and the record page never download it (issue #11).
export { BookingCreateScreen as BookingCreateRoute } from './screens/BookingCreateScreen';
