import type { InvoiceView } from '@staydesk/domain';
import {
  Box,
  Button,
  DescriptionList,
  DescriptionListItem,
  Inline,
  PlainLink,
  PlainTable,
  RecordSection,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { useIsWide } from '../../../lib/media';
import { moneyText } from '../components/money';
import { invoiceRecordMessages } from './messages';
import { openPdf } from './pdf';

type Line = InvoiceView['lines'][number];
type Payment = InvoiceView['payments'][number];
type CreditNote = InvoiceView['creditNotes'][number];

function periodText(
  f: Formatters,
  pattern: string,
  period: { from: string; to: string } | null,
): string | null {
  return period ? f.message(pattern, { from: f.day(period.from), to: f.day(period.to) }) : null;
}

/** Who the invoice is addressed to: copied from the billing company, frozen once issued. */
export function BillToSection({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const { billTo } = invoice;
  const address =
    billTo.address.freeFormAddress ||
    [billTo.address.street, billTo.address.city, billTo.address.zip, billTo.address.state]
      .filter(Boolean)
      .join(', ');
  return (
    <RecordSection title={m.sections.billTo}>
      <DescriptionList columns={1}>
        <DescriptionListItem
          label={m.fields.legalName}
          value={billTo.legalName || invoice.billingCompanyName}
        />
        <DescriptionListItem
          label={m.fields.address}
          value={address || null}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.vatNumber}
          value={billTo.vatNumber || null}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.emails}
          value={billTo.emails.length > 0 ? billTo.emails.join(', ') : null}
          emptyText={m.notSet}
        />
      </DescriptionList>
    </RecordSection>
  );
}

/** Dates, service period, purchase order, client. */
export function DetailsSection({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const day = (value: string | null) => (value ? f.day(value) : null);
  return (
    <RecordSection title={m.sections.details}>
      <DescriptionList>
        <DescriptionListItem
          label={m.fields.client}
          value={invoice.companyName}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.servicePeriod}
          value={periodText(f, m.period, invoice.servicePeriod)}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.issueDate}
          value={day(invoice.issueDate)}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.dueDate}
          value={
            invoice.dueDate ? (
              <Text tone={invoice.status === 'overdue' ? 'critical' : 'neutral'}>
                {f.day(invoice.dueDate)}
              </Text>
            ) : null
          }
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.taxPoint}
          value={day(invoice.taxPoint)}
          emptyText={m.notSet}
        />
        <DescriptionListItem
          label={m.fields.purchaseOrder}
          value={
            invoice.purchaseOrder ||
            (invoice.purchaseOrderRequired && invoice.status === 'draft' ? (
              <Text tone="critical">{m.fields.purchaseOrderRequired}</Text>
            ) : null)
          }
          emptyText={m.notSet}
        />
      </DescriptionList>
      {invoice.notes ? (
        <Stack space="xxsmall">
          <Text size="small" tone="secondary">
            {m.sections.notes}
          </Text>
          <Text>{invoice.notes}</Text>
        </Stack>
      ) : null}
    </RecordSection>
  );
}

/** The lines: description (with the booking and period), quantity, unit price, net, rate, VAT, gross. */
export function LinesSection({
  invoice,
  actions,
}: {
  invoice: InvoiceView;
  actions?: React.ReactNode;
}) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const isWide = useIsWide();
  const columns: TableColumn<Line>[] = [
    {
      id: 'description',
      name: m.lines.description,
      isRowHeader: true,
      renderCell: (line) => (
        <Stack space="xxsmall">
          <Text>{line.description}</Text>
          {line.bookingId && line.bookingReference ? (
            <PlainLink href={href('bookingDetail', { bookingId: line.bookingId })}>
              {f.message(m.lines.booking, { reference: line.bookingReference })}
            </PlainLink>
          ) : null}
          {Number(line.credited.amount) !== 0 ? (
            <Text size="small" tone="secondary">
              {f.message(m.lines.credited, { amount: moneyText(f, line.credited) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'period',
      name: m.lines.period,
      noWrap: true,
      renderCell: (line) => periodText(f, m.period, line.period) ?? <Text tone="secondary">—</Text>,
    },
    {
      id: 'quantity',
      name: m.lines.quantity,
      align: 'end',
      renderCell: (line) => f.number(Number(line.quantity), { maximumFractionDigits: 3 }),
    },
    {
      id: 'unitPrice',
      name: m.lines.unitPrice,
      align: 'end',
      noWrap: true,
      renderCell: (line) => moneyText(f, line.unitPrice),
    },
    {
      id: 'net',
      name: m.lines.net,
      align: 'end',
      noWrap: true,
      renderCell: (line) => moneyText(f, line.net),
    },
    {
      id: 'taxRate',
      name: m.lines.taxRate,
      align: 'end',
      noWrap: true,
      renderCell: (line) => f.percent(Number(line.taxPercent)),
    },
    {
      id: 'tax',
      name: m.lines.tax,
      align: 'end',
      noWrap: true,
      renderCell: (line) => moneyText(f, line.tax),
    },
    {
      id: 'gross',
      name: m.lines.gross,
      align: 'end',
      noWrap: true,
      renderCell: (line) => <Text weight="medium">{moneyText(f, line.gross)}</Text>,
    },
  ];
  return (
    <RecordSection title={m.sections.lines} actions={actions}>
      {invoice.lines.length === 0 ? (
        <Text tone="secondary">{m.lines.none}</Text>
      ) : isWide ? (
        <PlainTable aria-label={m.sections.lines} columns={columns} items={invoice.lines} />
      ) : (
        <Stack space="small" as="ul" aria-label={m.sections.lines}>
          {invoice.lines.map((line) => (
            <Box
              key={line.id}
              as="li"
              padding="small"
              borderStyle="solid"
              borderWidth="standard"
              borderColor="neutral"
              borderRadius="standard"
              display="flex"
              flexDirection="column"
              gap="xxsmall"
            >
              {columns[0]?.renderCell(line)}
              {line.period ? (
                <Text size="small" tone="secondary">
                  {periodText(f, m.period, line.period)}
                </Text>
              ) : null}
              <Inline space="small" align="space-between" alignY="center">
                <Text size="small" tone="secondary">
                  {f.message(m.lines.phoneFigures, {
                    quantity: f.number(Number(line.quantity), { maximumFractionDigits: 3 }),
                    price: moneyText(f, line.unitPrice),
                    rate: f.percent(Number(line.taxPercent)),
                  })}
                </Text>
                <Text weight="medium">{moneyText(f, line.gross)}</Text>
              </Inline>
            </Box>
          ))}
        </Stack>
      )}
    </RecordSection>
  );
}

/** One row of the totals: the label on the left, the amount on the right (as on the invoice). */
function TotalRow({
  label,
  value,
  strong = false,
  tone = 'neutral',
  part,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'neutral' | 'critical';
  part?: string;
}) {
  return (
    <Inline space="small" align="space-between" alignY="center">
      <Text tone="secondary">{label}</Text>
      <span data-part={part}>
        <Text weight={strong ? 'strong' : 'regular'} tone={tone}>
          {value}
        </Text>
      </span>
    </Inline>
  );
}

/** Net, VAT, gross, then paid, credited and the balance; the VAT per rate under them. */
export function TotalsSection({ invoice }: { invoice: InvoiceView }) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const balance = Number(invoice.balance.amount);
  const issued = invoice.status !== 'draft' && invoice.status !== 'void';
  return (
    <RecordSection title={m.sections.totals}>
      <Stack space="large">
        <Stack space="small">
          <TotalRow label={m.totals.net} value={moneyText(f, invoice.totals.net)} />
          <TotalRow label={m.totals.tax} value={moneyText(f, invoice.totals.tax)} />
          <TotalRow label={m.totals.gross} value={moneyText(f, invoice.totals.gross)} strong />
        </Stack>
        {issued ? (
          <Stack space="small">
            <TotalRow label={m.totals.paid} value={moneyText(f, invoice.amountPaid)} />
            <TotalRow label={m.totals.credited} value={moneyText(f, invoice.amountCredited)} />
            <TotalRow
              label={balance < 0 ? m.totals.inCredit : m.totals.balance}
              value={moneyText(f, invoice.balance)}
              strong
              tone={invoice.status === 'overdue' ? 'critical' : 'neutral'}
              part="balance"
            />
          </Stack>
        ) : null}
        {invoice.taxAnalysis.length > 1 ? (
          <Stack space="small">
            <Text size="small" tone="secondary">
              {m.sections.vat}
            </Text>
            {invoice.taxAnalysis.map((row) => (
              <TotalRow
                key={row.taxPercent}
                label={`${f.percent(Number(row.taxPercent))} · ${m.vat.net} ${moneyText(f, row.net)}`}
                value={moneyText(f, row.tax)}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </RecordSection>
  );
}

/** The payments recorded against the invoice. */
export function PaymentsSection({
  invoice,
  actions,
}: {
  invoice: InvoiceView;
  actions?: React.ReactNode;
}) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const isWide = useIsWide();
  const all: TableColumn<Payment>[] = [
    {
      id: 'date',
      name: m.payments.date,
      isRowHeader: true,
      noWrap: true,
      renderCell: (payment) =>
        isWide ? (
          f.day(payment.paidOn)
        ) : (
          <Stack space="xxsmall">
            <Text>{f.day(payment.paidOn)}</Text>
            <Text size="small" tone="secondary">
              {[m.methods[payment.method], payment.reference].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ),
    },
    {
      id: 'method',
      name: m.payments.method,
      renderCell: (payment) => m.methods[payment.method],
    },
    {
      id: 'reference',
      name: m.payments.reference,
      renderCell: (payment) => payment.reference || m.payments.noReference,
    },
    {
      id: 'amount',
      name: m.payments.amount,
      align: 'end',
      noWrap: true,
      renderCell: (payment) => moneyText(f, payment.amount),
    },
  ];
  const columns = isWide
    ? all
    : all.filter((column) => column.id === 'date' || column.id === 'amount');
  return (
    <RecordSection title={m.sections.payments} actions={actions}>
      {invoice.payments.length === 0 ? (
        <Text tone="secondary">{m.payments.none}</Text>
      ) : (
        <PlainTable aria-label={m.sections.payments} columns={columns} items={invoice.payments} />
      )}
    </RecordSection>
  );
}

/** The credit notes against the invoice, each with its PDF. */
export function CreditNotesSection({
  invoice,
  actions,
}: {
  invoice: InvoiceView;
  actions?: React.ReactNode;
}) {
  const m = useMessages(invoiceRecordMessages);
  const f = useFormat();
  const columns: TableColumn<CreditNote>[] = [
    {
      id: 'number',
      name: m.creditNotes.number,
      isRowHeader: true,
      noWrap: true,
      renderCell: (note) => (
        <Button
          variant="ghost"
          size="small"
          aria-label={f.message(m.creditNotes.pdf, { number: note.number })}
          onPress={() => void openPdf('creditNote', note.id, note.number)}
        >
          {note.number}
        </Button>
      ),
    },
    {
      id: 'date',
      name: m.creditNotes.date,
      noWrap: true,
      renderCell: (note) => f.day(note.issueDate),
    },
    {
      id: 'amount',
      name: m.creditNotes.amount,
      align: 'end',
      noWrap: true,
      renderCell: (note) => moneyText(f, note.gross),
    },
  ];
  return (
    <RecordSection title={m.sections.creditNotes} actions={actions}>
      {invoice.creditNotes.length === 0 ? (
        <Text tone="secondary">{m.creditNotes.none}</Text>
      ) : (
        <PlainTable
          aria-label={m.sections.creditNotes}
          columns={columns}
          items={invoice.creditNotes}
        />
      )}
    </RecordSection>
  );
}
