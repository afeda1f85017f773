// Entering a payment and importing a statement: their own chunk, not the list's.
export { BankPaymentCreateScreen as BankPaymentCreateRoute } from './BankPaymentCreateScreen';
