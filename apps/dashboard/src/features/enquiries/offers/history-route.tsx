import {
  moneySchema,
  type OfferEventKind,
  type OfferHistoryEntry,
  offerClientDecisionSchema,
  offerStatusSchema,
  recordIdSchema,
} from '@staydesk/domain';
import {
  EmptyState,
  Icon,
  Inline,
  Link,
  Loader,
  PageHeader,
  PlainTable,
  RecordSection,
  Stack,
  StatusBadge,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { href } from '../../../config/paths';
import { type Formatters, useFormat } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { usePhoneColumns } from '../../../lib/media';
import { useEnquiry } from '../api/enquiries';
import { useOfferHistory, useOfferLines } from './api';
import { moneyText } from './components/format';
import { type OffersMessages, useOffersMessages } from './texts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const KIND_LABELS: Record<OfferEventKind, keyof OffersMessages['history']['kinds']> = {
  created: 'created',
  status: 'status',
  price: 'price',
  cost: 'cost',
  notes: 'notes',
  hold: 'hold',
  landlordConfirmed: 'confirmation',
  approvalRequested: 'approvalRequested',
  approved: 'approval',
  refused: 'refusal',
  accepted: 'accepted',
  closed: 'rejected',
  quoted: 'quoted',
};

/** A value as words: a status, money, a client decision, a time, a number or the text. */
function valueText(value: unknown, m: OffersMessages, f: Formatters): string {
  if (value === null || value === undefined || value === '') return m.history.noValue;
  const status = offerStatusSchema.safeParse(value);
  if (status.success) return m.statuses[status.data];
  const decision = offerClientDecisionSchema.safeParse(value);
  if (decision.success) return m.decisions[decision.data];
  const money = moneySchema.safeParse(value);
  if (money.success) return moneyText(f, money.data);
  if (typeof value === 'string') return TIMESTAMP.test(value) ? f.dateTime(value) : value;
  if (typeof value === 'number') return f.number(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const names: Readonly<Record<string, string>> = m.history.fields;
    return Object.entries(value)
      .map(([key, part]) => `${names[key] ?? key}: ${valueText(part, m, f)}`)
      .join(' · ');
  }
  return String(value);
}

/** A value before or after a change: a status as its chip, anything else in words. */
function describeValue(value: unknown, m: OffersMessages, f: Formatters): ReactNode {
  const status = offerStatusSchema.safeParse(value);
  if (status.success) {
    return <StatusBadge kind="offer" status={status.data} label={m.statuses[status.data]} />;
  }
  return valueText(value, m, f);
}

function kindLabel(entry: OfferHistoryEntry, m: OffersMessages): string {
  return m.history.kinds[KIND_LABELS[entry.kind] ?? 'other'];
}

function historyColumns(m: OffersMessages, f: Formatters): TableColumn<OfferHistoryEntry>[] {
  return [
    {
      id: 'at',
      name: m.history.columns.at,
      isRowHeader: true,
      renderCell: (entry) => (
        <Stack space="xxsmall">
          <Text size="small">{f.dateTime(entry.at)}</Text>
          <Text size="xsmall" tone="secondary">
            {f.relative(entry.at)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'actor',
      name: m.history.columns.actor,
      renderCell: (entry) => entry.actor?.fullName ?? m.history.system,
    },
    {
      id: 'change',
      name: m.history.columns.change,
      renderCell: (entry) => (
        <Stack space="xxsmall">
          <Text weight="medium">{kindLabel(entry, m)}</Text>
          {entry.note ? (
            <Text size="small" tone="secondary">
              {entry.note}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'before',
      name: m.history.columns.before,
      renderCell: (entry) => describeValue(entry.before, m, f),
    },
    {
      id: 'after',
      name: m.history.columns.after,
      renderCell: (entry) => describeValue(entry.after, m, f),
    },
  ];
}

/**
 * enquiries/list/:enquiryId/properties/:chosenPropertyId/history: every status and price change
 * of one offer line with who, when, before and after (cost changes only for COST_AUDIT_TRAIL
 * holders: the server leaves them out for the others and says so).
 */
export function EnquiryPropertyHistoryRoute() {
  const { enquiryId = '', chosenPropertyId = '' } = useParams();
  const m = useOffersMessages();
  const f = useFormat();
  const lines = useOfferLines(enquiryId);
  // The address names the offer line, or the chosen property (as the route's parameter says): the
  // history is asked for once the enquiry's lines say which line it is, so a property's id is
  // never sent where a line's is expected.
  const line =
    lines.data?.find((entry) => entry.id === chosenPropertyId) ??
    lines.data?.find((entry) => entry.property.id === chosenPropertyId);
  const history = useOfferHistory(enquiryId, line?.id ?? '');
  const { data: enquiry } = useEnquiry(
    recordIdSchema.safeParse(enquiryId).success ? enquiryId : null,
  );
  useRecordCrumb('enquiryId', enquiry?.reference);
  // Newest first, as the record page's activity reads.
  const entries = history.data
    ? [...history.data.data].reverse().sort((a, b) => b.at.localeCompare(a.at))
    : [];
  const columns = usePhoneColumns(historyColumns(m, f), ['at', 'change', 'after']);
  const back = (
    <Link href={href('enquiryDetail', { enquiryId })} weight="strong">
      <Inline space="xxsmall" alignY="center">
        <Icon name="chevron-left" size="small" />
        <span>{m.history.back}</span>
      </Inline>
    </Link>
  );

  const valid =
    recordIdSchema.safeParse(enquiryId).success &&
    recordIdSchema.safeParse(chosenPropertyId).success;
  let body: ReactNode;
  const unknownLine = lines.data !== undefined && line === undefined;
  if (!valid || unknownLine || lines.error || (history.error && !history.data)) {
    body = <EmptyState title={m.history.notFound} text={m.errors.loadFailed} headingLevel={2} />;
  } else if (!history.data) {
    body = <Loader label={m.history.loading} />;
  } else {
    body = (
      <RecordSection title={m.history.fallbackTitle} description={m.history.description}>
        <Stack space="medium">
          {history.data.costsHidden ? (
            <Text size="small" tone="secondary">
              {m.history.costHidden}
            </Text>
          ) : null}
          {entries.length === 0 ? (
            <Text tone="secondary">{m.history.empty}</Text>
          ) : (
            <PlainTable aria-label={m.history.fallbackTitle} columns={columns} items={entries} />
          )}
        </Stack>
      </RecordSection>
    );
  }

  return (
    <Stack space="large">
      <PageHeader
        title={
          line
            ? f.message(m.history.title, { property: line.property.title })
            : m.history.fallbackTitle
        }
        status={
          line ? (
            <StatusBadge kind="offer" status={line.status} label={m.statuses[line.status]} />
          ) : undefined
        }
        description={
          line
            ? [
                line.property.address.city,
                line.landlord ? f.message(m.line.landlord, { name: line.landlord.name }) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={back}
      />
      {body}
    </Stack>
  );
}
