import { Box, Link, PageHeader, Stack, Tab, TabList, TabPanel, Tabs } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { ManualPaymentForm } from './ManualPaymentForm';
import { bankPaymentsMessages } from './messages';
import { StatementImport } from './StatementImport';

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
            <ManualPaymentForm />
          </TabPanel>
          <TabPanel id="import">
            <StatementImport />
          </TabPanel>
        </Tabs>
      </Stack>
    </Box>
  );
}
