import type { ServerModule } from '../kit.js';
import { accountingRoutes } from './accounting.js';
import { bankPaymentRoutes } from './bank-payments-routes.js';
import { invoiceRoutes } from './routes.js';
import { seedInvoices } from './seed.js';

/**
 * Invoices: `/api/v1/tax-rates`, `/api/v1/invoice-items`, `/api/v1/invoices` and
 * `/api/v1/credit-notes`, the tables of ./migrations, and demo rates, items and invoices.
 */
export const invoicesModule: ServerModule = {
  name: 'invoices',
  routes: (deps) => [...invoiceRoutes(deps), ...accountingRoutes(deps), ...bankPaymentRoutes(deps)],
  seed: seedInvoices,
};
