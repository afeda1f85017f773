export { PublicPropertyScreen as PublicPropertyRoute } from './screens/PublicPropertyScreen';
export { RequestConfirmationScreen as RequestConfirmationRoute } from './screens/RequestConfirmationScreen';
export { RequestPropertyScreen as RequestPropertyRoute } from './screens/RequestPropertyScreen';
