import { Box, Link, Loader, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { bankPaymentsMessages } from './messages';

// Each way is a chunk of its own, fetched when its tab opens: the form and its
// calendar, or the import's steps.
const ManualPaymentForm = lazy(() =>
  import('./ManualPaymentForm').then((m) => ({ default: m.ManualPaymentForm })),
);
const StatementImport = lazy(() =>
  import('./StatementImport').then((m) => ({ default: m.StatementImport })),
);

type Mode = 'manual' | 'import';

/**
 * invoices/bank-payments-create: enter one payment by hand, or import a bank statement (CSV,
 * column mapping, preview, import). The chosen way is kept in the address (?mode=import), so a
 * link can open the import directly.
 */
export function BankPaymentCreateScreen() {
  const m = useMessages(bankPaymentsMessages);
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'import' ? 'import' : 'manual';
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('bankPayments')}>{m.backToList}</Link>
        </Box>
        <PageHeader title={m.createTitle} description={m.createIntro} />
        <Tabs
          selectedKey={mode}
          onSelectionChange={(key) =>
            setParams(key === 'import' ? { mode: 'import' } : {}, { replace: true })
          }
        >
          <TabList aria-label={m.modes.label}>
            <Tab id="manual">{m.modes.manual}</Tab>
            <Tab id="import">{m.modes.import}</Tab>
          </TabList>
          <TabPanel id="manual">
            <Suspense fallback={<Loader label={m.modes.manual} />}>
              <ManualPaymentForm />
            </Suspense>
          </TabPanel>
          <TabPanel id="import">
            <Suspense fallback={<Loader label={m.modes.import} />}>
              <StatementImport />
            </Suspense>
          </TabPanel>
        </Tabs>
      </Stack>
    </Box>
  );
}
