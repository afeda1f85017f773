import type { InvoiceView } from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Grid,
  Icon,
  Inline,
  Link,
  Loader,
  Menu,
  MenuItem,
  MenuTrigger,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useRecordCrumb } from '../../../lib/crumbs';
import { useInvoiceConflictRefresh, useRestoreInvoice } from '../api/invoice-writes';
import { useInvoice } from '../api/invoices';
import { invoiceKey } from '../api/keys';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { InvoiceActivity } from '../record/InvoiceActivity';
import type { InvoiceModal } from '../record/InvoiceModals';
import {
  BillToSection,
  CreditNotesSection,
  DetailsSection,
  LinesSection,
  PaymentsSection,
  TotalsSection,
} from '../record/InvoiceSections';
import { invoiceRecordMessages } from '../record/messages';
import { openPdf } from '../record/pdf';

// The dialogs load when opened (spec §2: modals load on demand).
const InvoiceModals = lazy(() =>
  import('../record/InvoiceModals').then((m) => ({ default: m.InvoiceModals })),
);

const PAYABLE = new Set<InvoiceView['status']>(['issued', 'partPaid', 'overdue']);
const CREDITABLE = new Set<InvoiceView['status']>(['issued', 'partPaid', 'overdue', 'paid']);

/** The PDF actions: open in a new tab, or download under its number. */
function PdfActions({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const { mutate } = useSWRConfig();
  const name = invoice.number ?? `draft-${invoice.id.slice(0, 8)}`;
  // Opening the PDF is on the activity: read it again once the file has come.
  const activity = `${invoiceKey(invoice.id)}/activity`;
  const shown = (key: unknown) => typeof key === 'string' && key.startsWith(activity);
  return (
    <MenuTrigger>
      <Button variant="secondary" aria-label={m.actions.openPdf}>
        <Inline space="xxsmall" noWrap alignY="center">
          {m.actions.pdf}
          <Icon name="chevron-down" size="small" />
        </Inline>
      </Button>
      <Menu
        aria-label={m.actions.openPdf}
        onAction={(key) =>
          void openPdf('invoice', invoice.id, name, key === 'download' ? 'download' : 'open').then(
            () => mutate(shown),
          )
        }
      >
        <MenuItem id="open">{m.actions.openPdf}</MenuItem>
        <MenuItem id="download">{m.actions.downloadPdf}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/**
 * The header's actions, by status: a draft is edited, issued or deleted; an issued one paid,
 * credited or voided. Issuing, crediting and voiding show only to the roles holding their finance
 * permission (Administration may grant it to others).
 */
function InvoiceActions({
  invoice,
  onOpen,
}: {
  invoice: InvoiceView;
  onOpen: (open: InvoiceModal) => void;
}) {
  const m = useMessages(invoiceRecordMessages);
  const navigate = useNavigate();
  const restore = useRestoreInvoice();
  const refresh = useInvoiceConflictRefresh();
  const can = useCan();
  if (invoice.deleted) {
    return (
      <Button
        isPending={restore.isPending}
        onPress={() =>
          void restore
            .trigger({ id: invoice.id, version: invoice.version })
            .catch((error: unknown) => refresh(error))
        }
      >
        {m.actions.restore}
      </Button>
    );
  }
  if (invoice.status === 'draft') {
    return (
      <Inline space="small">
        {can('ISSUE_INVOICE') ? (
          <Button onPress={() => onOpen({ kind: 'issue' })}>{m.actions.issue}</Button>
        ) : null}
        <Button variant="secondary" onPress={() => onOpen({ kind: 'lines' })}>
          {m.actions.editLines}
        </Button>
        <PdfActions invoice={invoice} />
        <Button variant="ghost" onPress={() => onOpen({ kind: 'delete' })}>
          {m.actions.delete}
        </Button>
      </Inline>
    );
  }
  const payable = PAYABLE.has(invoice.status);
  const creditable = CREDITABLE.has(invoice.status) && can('ISSUE_CREDIT_NOTE');
  // Void only an invoice without payments or credits (the server says so too).
  const voidable =
    can('VOID_INVOICE') &&
    payable &&
    Number(invoice.amountPaid.amount) === 0 &&
    Number(invoice.amountCredited.amount) === 0;
  return (
    <Inline space="small">
      {payable ? (
        <Button onPress={() => void navigate(href('invoicePayment', { invoiceId: invoice.id }))}>
          {m.actions.recordPayment}
        </Button>
      ) : null}
      {creditable ? (
        <Button variant="secondary" onPress={() => onOpen({ kind: 'credit' })}>
          {m.actions.creditNote}
        </Button>
      ) : null}
      <PdfActions invoice={invoice} />
      {voidable ? (
        <Button variant="ghost" onPress={() => onOpen({ kind: 'void' })}>
          {m.actions.void}
        </Button>
      ) : null}
    </Inline>
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const [open, setOpen] = useState<InvoiceModal | null>(null);
  const draft = invoice.status === 'draft' && !invoice.deleted;
  return (
    <Stack space="large">
      <PageHeader
        title={<span data-part="invoice-number">{invoice.number ?? m.draftTitle}</span>}
        status={
          <Inline space="xsmall" alignY="center">
            <InvoiceStatusBadge status={invoice.status} />
            {invoice.deleted ? <Badge tone="critical">{m.deletedBadge}</Badge> : null}
          </Inline>
        }
        description={
          <Inline space="medium">
            <Text weight="medium">{invoice.billingCompanyName}</Text>
            <Text size="small" tone="secondary">
              {invoice.issueDate
                ? f.message(m.issuedOn, { date: f.day(invoice.issueDate) })
                : f.message(m.createdOn, { date: f.date(invoice.createdAt) })}
            </Text>
          </Inline>
        }
        actions={<InvoiceActions invoice={invoice} onOpen={setOpen} />}
      />
      <Grid columns={[1, 1, 2]} space="large">
        <BillToSection invoice={invoice} />
        <DetailsSection invoice={invoice} />
      </Grid>
      <LinesSection
        invoice={invoice}
        actions={
          draft ? (
            <Button variant="secondary" size="small" onPress={() => setOpen({ kind: 'lines' })}>
              {m.actions.editLines}
            </Button>
          ) : undefined
        }
      />
      <Grid columns={[1, 1, 2]} space="large">
        <TotalsSection invoice={invoice} />
        <Stack space="large">
          {invoice.status !== 'draft' ? <PaymentsSection invoice={invoice} /> : null}
          {invoice.status !== 'draft' ? <CreditNotesSection invoice={invoice} /> : null}
        </Stack>
      </Grid>
      <InvoiceActivity invoice={invoice} />
      {open ? (
        <Suspense fallback={null}>
          <InvoiceModals invoice={invoice} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** invoices/list/:invoiceId: the invoice with its lines, totals, payments, credit notes, activity and actions. */
export function InvoiceDetailScreen() {
  const m = useMessages(invoiceRecordMessages);
  const t = useT();
  const { invoiceId = '' } = useParams();
  const { data, error } = useInvoice(invoiceId);
  useRecordCrumb('invoiceId', data ? (data.number ?? m.draftTitle) : undefined);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('invoicesList')}>{m.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.notFound}</Text> : null}
        {data ? <InvoiceBody invoice={data} /> : null}
      </Stack>
    </Box>
  );
}
