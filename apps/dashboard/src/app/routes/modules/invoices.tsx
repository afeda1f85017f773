import { ModuleEmptyState } from './ModuleEmptyState';

export const InvoicesList = () => <ModuleEmptyState id="invoicesList" />;
export const InvoiceDetail = () => <ModuleEmptyState id="invoiceDetail" />;
export const InvoicePayment = () => <ModuleEmptyState id="invoicePayment" />;
export const InvoiceCreate = () => <ModuleEmptyState id="invoiceCreate" />;
export const NegativeInvoiceCreate = () => <ModuleEmptyState id="negativeInvoiceCreate" />;
export const InvoiceItems = () => <ModuleEmptyState id="invoiceItems" />;
export const TaxRates = () => <ModuleEmptyState id="taxRates" />;
export const InvoiceAuth = () => <ModuleEmptyState id="invoiceAuth" />;
export const InvoiceConfirmation = () => <ModuleEmptyState id="invoiceConfirmation" />;
export const InvoiceBookings = () => <ModuleEmptyState id="invoiceBookings" />;
export const CreditNotes = () => <ModuleEmptyState id="creditNotes" />;
export const BankPayments = () => <ModuleEmptyState id="bankPayments" />;
export const BankPaymentCreate = () => <ModuleEmptyState id="bankPaymentCreate" />;
