import {
  bookingListItemSchema,
  type EnquiryListItem,
  enquiryListItemSchema,
  type InvoiceListItem,
  type InvoiceStatus,
  invoiceListItemSchema,
  workflowStatusCode,
} from '@staydesk/domain';
import {
  type BadgeTone,
  Link,
  PlainLink,
  PlainTable,
  RecordSection,
  Stack,
  StatusBadge,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { href } from '../../config/paths';
import { useFormat, useMessages } from '../../i18n';
import { useCan } from '../../lib/can';
import { usePhoneColumns } from '../../lib/media';
import { usePagedList } from '../../lib/resource';
import { RecordBookings } from '../RecordBookings';
import { relatedMessages } from './messages';

/**
 * How many of each kind a record page shows when the rest are one link away, in the list
 * filtered to them; without such a list (a guest's enquiries) the page shows the API's first page.
 */
export const RELATED_SHOWN = 5;

export type RelatedKind = 'enquiries' | 'bookings' | 'invoices';

/** What the records are related to: the list filters that select them. */
export type RelatedTo =
  | { kind: 'company'; companyId: string; companyName: string }
  | { kind: 'guest'; guestId: string }
  | { kind: 'property'; propertyId: string; propertyName: string };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The API filter that selects the related records, by list. */
function filterOf(to: RelatedTo): Record<string, string> {
  if (to.kind === 'company') return { companyId: to.companyId };
  if (to.kind === 'guest') return { guestId: to.guestId };
  return { propertyId: to.propertyId };
}

/** The list screen's filter (with the name its filter chip shows), where the list has one. */
function listFilterOf(to: RelatedTo): Record<string, string> | undefined {
  if (to.kind === 'company') return { companyId: to.companyId, companyName: to.companyName };
  if (to.kind === 'property') return { propertyId: to.propertyId, propertyName: to.propertyName };
  return undefined;
}

function Section({
  title,
  total,
  totalText,
  listHref,
  error,
  empty,
  children,
}: {
  title: string;
  total: number | undefined;
  totalText: string;
  listHref: string | undefined;
  error: unknown;
  empty: string;
  children: ReactNode;
}) {
  const m = useMessages(relatedMessages);
  const f = useFormat();
  let body: ReactNode;
  if (error && total === undefined) body = <Text tone="secondary">{m.loadError}</Text>;
  else if (total === undefined) body = <Text tone="secondary">…</Text>;
  else if (total === 0) body = <Text tone="secondary">{empty}</Text>;
  else {
    body = (
      <Stack space="small">
        <Text tone="secondary">{totalText}</Text>
        {children}
        {listHref && total > RELATED_SHOWN ? (
          <Text size="small">
            <Link href={listHref}>{f.message(m.viewAll, { total })}</Link>
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <RecordSection title={title}>
      <div aria-busy={total === undefined && !error}>{body}</div>
    </RecordSection>
  );
}

/** The enquiries of the record, newest first (roles that see every enquiry: the Overview tab). */
function RelatedEnquiries({ to }: { to: RelatedTo }) {
  const m = useMessages(relatedMessages).enquiries;
  const f = useFormat();
  const key = `/api/v1/enquiries?${query({ tab: 'overview', sort: '-receivedAt', ...filterOf(to) })}`;
  const { data, error } = usePagedList(key, enquiryListItemSchema);
  const columns = usePhoneColumns(
    [
      {
        id: 'reference',
        name: m.columns.reference,
        isRowHeader: true,
        noWrap: true,
        renderCell: (enquiry: EnquiryListItem) => (
          <PlainLink href={href('enquiryDetail', { enquiryId: enquiry.id })}>
            {enquiry.reference}
          </PlainLink>
        ),
      },
      {
        id: 'guests',
        name: m.columns.guests,
        renderCell: (enquiry: EnquiryListItem) =>
          enquiry.guests.map((guest) => guest.name).join(', ') || enquiry.company?.name || '—',
      },
      {
        id: 'dates',
        name: m.columns.dates,
        noWrap: true,
        renderCell: (enquiry: EnquiryListItem) =>
          enquiry.checkOut
            ? `${f.date(enquiry.checkIn)} – ${f.date(enquiry.checkOut)}`
            : f.date(enquiry.checkIn),
      },
      {
        id: 'status',
        name: m.columns.status,
        renderCell: (enquiry: EnquiryListItem) => (
          <StatusBadge
            kind="workflow"
            status={enquiry.status}
            label={m.statuses[enquiry.status]}
            hint={workflowStatusCode(enquiry.status)}
          />
        ),
      },
    ] satisfies (TableColumn<EnquiryListItem> & { id: string })[],
    ['reference', 'status'],
  );
  const filter = listFilterOf(to);
  return (
    <Section
      title={m.title}
      total={data?.total}
      totalText={f.message(m.total, { count: data?.total ?? 0 })}
      listHref={filter ? href('enquiriesList', { tab: 'overview', ...filter }) : undefined}
      error={error}
      empty={m.empty}
    >
      <div data-component="RelatedEnquiries">
        <PlainTable
          aria-label={m.label}
          columns={columns}
          items={(data?.items ?? []).slice(0, filter ? RELATED_SHOWN : undefined)}
        />
      </div>
    </Section>
  );
}

function RelatedBookings({ to }: { to: RelatedTo }) {
  const m = useMessages(relatedMessages).bookings;
  const f = useFormat();
  const key = `/api/v1/bookings?${query({ tab: 'overview', sort: '-checkIn', ...filterOf(to) })}`;
  const { data, error } = usePagedList(key, bookingListItemSchema);
  const filter = listFilterOf(to);
  return (
    <Section
      title={m.title}
      total={data?.total}
      totalText={f.message(m.total, { count: data?.total ?? 0 })}
      listHref={filter ? href('bookingsList', { tab: 'overview', ...filter }) : undefined}
      error={error}
      empty={m.empty}
    >
      <RecordBookings
        items={(data?.items ?? []).slice(0, filter ? RELATED_SHOWN : undefined)}
        texts={m}
        columns={
          to.kind === 'property' ? ['guests'] : to.kind === 'guest' ? ['property'] : undefined
        }
      />
    </Section>
  );
}

/** Each invoice status's colour: never the only cue, the label is always there. */
const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  partPaid: 'caution',
  paid: 'positive',
  overdue: 'critical',
  void: 'neutral',
  credited: 'brandAccent',
};

/** A company's invoices, newest first. */
function RelatedInvoices({ companyId, companyName }: { companyId: string; companyName: string }) {
  const m = useMessages(relatedMessages).invoices;
  const f = useFormat();
  const key = `/api/v1/invoices?${query({ tab: 'all', sort: '-createdAt', companyId })}`;
  const { data, error } = usePagedList(key, invoiceListItemSchema);
  const money = (value: InvoiceListItem['balance']) =>
    f.money(Number(value.amount), value.currency);
  const columns = usePhoneColumns(
    [
      {
        id: 'number',
        name: m.columns.number,
        isRowHeader: true,
        noWrap: true,
        renderCell: (invoice: InvoiceListItem) => (
          <PlainLink href={href('invoiceDetail', { invoiceId: invoice.id })}>
            {invoice.number ?? m.statuses.draft}
          </PlainLink>
        ),
      },
      {
        id: 'billingCompany',
        name: m.columns.billingCompany,
        renderCell: (invoice: InvoiceListItem) => invoice.billingCompanyName,
      },
      {
        id: 'dueDate',
        name: m.columns.dueDate,
        noWrap: true,
        renderCell: (invoice: InvoiceListItem) => (invoice.dueDate ? f.date(invoice.dueDate) : '—'),
      },
      {
        id: 'total',
        name: m.columns.total,
        noWrap: true,
        renderCell: (invoice: InvoiceListItem) => money(invoice.totals.gross),
      },
      {
        id: 'balance',
        name: m.columns.balance,
        noWrap: true,
        renderCell: (invoice: InvoiceListItem) => money(invoice.balance),
      },
      {
        id: 'status',
        name: m.columns.status,
        renderCell: (invoice: InvoiceListItem) => (
          <StatusBadge
            tone={INVOICE_TONES[invoice.status]}
            status={invoice.status}
            label={m.statuses[invoice.status]}
          />
        ),
      },
    ] satisfies (TableColumn<InvoiceListItem> & { id: string })[],
    ['number', 'balance', 'status'],
  );
  return (
    <Section
      title={m.title}
      total={data?.total}
      totalText={f.message(m.total, { count: data?.total ?? 0 })}
      listHref={href('invoicesList', { tab: 'all', companyId, companyName })}
      error={error}
      empty={m.empty}
    >
      <div data-component="RelatedInvoices">
        <PlainTable
          aria-label={m.label}
          columns={columns}
          items={(data?.items ?? []).slice(0, RELATED_SHOWN)}
        />
      </div>
    </Section>
  );
}

/**
 * The enquiries, bookings and invoices of a company, the enquiries and bookings of a guest, the
 * bookings of a property (enquiries ask for a place, not a property), each the latest few
 * with their total and a link to the list filtered to all of them; a kind shows only to the roles
 * whose list would show it (every enquiry: the Overview tab).
 */
export function RelatedRecords({
  to,
  kinds = ['enquiries', 'bookings', 'invoices'],
}: {
  to: RelatedTo;
  /** Which kinds to show (a page that lists one kind in its own way leaves it out). */
  kinds?: readonly RelatedKind[];
}) {
  const can = useCan();
  return (
    <>
      {kinds.includes('enquiries') && to.kind !== 'property' && can('ENQUIRY_TAB_OVERVIEW') ? (
        <RelatedEnquiries to={to} />
      ) : null}
      {kinds.includes('bookings') && can('BOOKING_TAB_OVERVIEW') ? (
        <RelatedBookings to={to} />
      ) : null}
      {kinds.includes('invoices') && to.kind === 'company' && can('INVOICES') ? (
        <RelatedInvoices companyId={to.companyId} companyName={to.companyName} />
      ) : null}
    </>
  );
}
