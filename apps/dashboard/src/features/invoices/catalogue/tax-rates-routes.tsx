// invoices/tax-rates alone: its dialog loads when opened.
export { TaxRatesScreen as TaxRatesRoute } from './TaxRatesScreen';
