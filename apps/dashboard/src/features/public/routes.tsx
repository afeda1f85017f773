export { PublicPropertyPage as PublicPropertyRoute } from './screens/PublicPropertyPage';
export { RequestConfirmationScreen as RequestConfirmationRoute } from './screens/RequestConfirmationScreen';
export { RequestPropertyScreen as RequestPropertyRoute } from './screens/RequestPropertyScreen';
