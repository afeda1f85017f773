// The create form alone: the record page and the list never download it.
export { LandlordCreateScreen as LandlordCreateRoute } from './screens/LandlordCreateScreen';
