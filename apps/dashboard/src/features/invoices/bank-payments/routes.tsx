// The two bank payments routes in one chunk, fetched by one loader (module.ts): the list with
// its payment panel (a chunk of its own), and the create page, whose form and import are chunks
// of their own too. One loader keeps the app's entry from carrying two lists of chunks.
export { BankPaymentCreateScreen as BankPaymentCreateRoute } from './BankPaymentCreateScreen';
export { BankPaymentsListScreen as BankPaymentsRoute } from './BankPaymentsListScreen';
