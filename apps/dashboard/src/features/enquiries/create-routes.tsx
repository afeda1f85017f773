// The create form alone: the list and the record page never download it (issue #11).
export { EnquiryCreateScreen as EnquiryCreateRoute } from './screens/EnquiryCreateScreen';
