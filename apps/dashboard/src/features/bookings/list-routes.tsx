// The list screen alone: a list never downloads the form's or the record page's code (issue #11).
export { BookingsListScreen as BookingsListRoute } from './screens/BookingsListScreen';
