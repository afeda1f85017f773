import { screenHref } from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import type { ServerModule } from '../kit.js';
import { accountingRoutes } from './accounting.js';
import { bankPaymentRoutes } from './bank-payments-routes.js';
import { invoiceTabs } from './repository.js';
import { invoiceRoutes } from './routes.js';
import { seedInvoices } from './seed.js';
import { invoices } from './table.js';

/**
 * Invoices: `/api/v1/tax-rates`, `/api/v1/invoice-items`, `/api/v1/invoices` and
 * `/api/v1/credit-notes`, the tables of ./migrations, and demo rates, items and invoices.
 */
export const invoicesModule: ServerModule = {
  name: 'invoices',
  routes: (deps) => [...invoiceRoutes(deps), ...accountingRoutes(deps), ...bankPaymentRoutes(deps)],
  seed: seedInvoices,
  // Home: the invoices past their due date (the overdue tab).
  homeCounters: [
    {
      key: 'invoicesOverdue',
      label: 'Overdue invoices',
      section: 'queue',
      rank: 70,
      permission: 'INVOICES',
      severity: { warning: 1 },
      count: ({ today }) =>
        sql`select count(*)::int from ${invoices} where ${invoiceTabs(today.day).overdue}`,
      href: () => screenHref('invoicesList', { tab: 'overdue' }),
    },
  ],
};
