// The create form alone: the record page and the list never download it (issue #11).
export { LandlordCreateScreen as LandlordCreateRoute } from './screens/LandlordCreateScreen';
