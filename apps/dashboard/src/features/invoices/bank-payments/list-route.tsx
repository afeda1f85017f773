// The bank payments list alone (with its payment panel): no entry or import code (issue #11).
export { BankPaymentsListScreen as BankPaymentsRoute } from './BankPaymentsListScreen';
