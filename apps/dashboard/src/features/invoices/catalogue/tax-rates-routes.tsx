// invoices/tax-rates alone: its dialog loads when opened (issue #11).
export { TaxRatesScreen as TaxRatesRoute } from './TaxRatesScreen';
