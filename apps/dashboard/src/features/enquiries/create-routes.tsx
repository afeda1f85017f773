// The create form alone: the list and the record page never download it.
export { EnquiryCreateScreen as EnquiryCreateRoute } from './screens/EnquiryCreateScreen';
