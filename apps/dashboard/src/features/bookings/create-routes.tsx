// The create form alone: the list and the record page never download it.
export { BookingCreateScreen as BookingCreateRoute } from './screens/BookingCreateScreen';
