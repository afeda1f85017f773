// The list screen alone: a list never downloads the form's or the record page's code.
export { BookingsListScreen as BookingsListRoute } from './screens/BookingsListScreen';
