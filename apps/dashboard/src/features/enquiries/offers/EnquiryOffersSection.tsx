import type { Enquiry, Money } from '@staydesk/domain';
import {
  Button,
  EmptyState,
  Loader,
  RecordSection,
  Stack,
  StatusChip,
  Table,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { type Formatters, useFormat } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { type OfferLineView, useOfferLines } from './api';
import { lineMargin, openTotals } from './lines';
import { type OffersMessages, useOffersMessages } from './texts';

/** What the section reads of the enquiry (the record page passes its EnquiryView). */
export type OffersEnquiry = Pick<Enquiry, 'id'> &
  Partial<
    Pick<
      Enquiry,
      | 'status'
      | 'checkIn'
      | 'checkOut'
      | 'location'
      | 'adults'
      | 'children'
      | 'pets'
      | 'minBedrooms'
      | 'parkingSpaces'
      | 'budget'
      | 'version'
    >
  > & { reference?: string };

function moneyText(f: Formatters, value: Money | null | undefined, m: OffersMessages): string {
  return value ? f.money(Number(value.amount), value.currency) : m.line.notSet;
}

function lineColumns(m: OffersMessages, f: Formatters): TableColumn<OfferLineView>[] {
  return [
    {
      id: 'property',
      name: m.columns.property,
      isRowHeader: true,
      renderCell: (line) => (
        <Stack space="xsmall">
          <Text weight="medium">{line.property?.title ?? line.propertyId}</Text>
          {line.landlord ? (
            <Text size="small" tone="secondary">
              {f.message(m.line.landlord, { name: line.landlord.name })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      name: m.columns.status,
      renderCell: (line) => (
        <StatusChip kind="offer" status={line.status} label={m.statuses[line.status]} />
      ),
    },
    {
      id: 'cost',
      name: m.columns.cost,
      align: 'end',
      renderCell: (line) => moneyText(f, line.landlordCostPerNight, m),
    },
    {
      id: 'price',
      name: m.columns.price,
      align: 'end',
      renderCell: (line) => moneyText(f, line.sellingPricePerNight, m),
    },
    { id: 'nights', name: m.columns.nights, align: 'end', renderCell: (line) => line.nights },
    {
      id: 'totalCost',
      name: m.columns.totalCost,
      align: 'end',
      renderCell: (line) => moneyText(f, line.totalCost, m),
    },
    {
      id: 'totalPrice',
      name: m.columns.totalPrice,
      align: 'end',
      renderCell: (line) => moneyText(f, line.totalPrice, m),
    },
    {
      id: 'margin',
      name: m.columns.margin,
      align: 'end',
      renderCell: (line) => {
        const margin = lineMargin(line);
        if (!margin.amount) return m.line.noMargin;
        return f.message(m.line.margin, {
          amount: moneyText(f, margin.amount, m),
          percent: margin.percent === null ? '—' : f.percent(Number(margin.percent)),
        });
      },
    },
  ];
}

/** The enquiry's chosen properties (offer lines) with their prices, totals and margins. */
export function EnquiryOffersSection({ enquiry }: { enquiry: OffersEnquiry }) {
  const m = useOffersMessages();
  const f = useFormat();
  const { data, error, mutate } = useOfferLines(enquiry.id);
  const columns = usePhoneColumns(lineColumns(m, f), ['property', 'status', 'totalPrice']);
  const totals = data ? openTotals(data) : null;

  let body: ReactNode;
  if (error && !data) {
    body = (
      <Stack space="small">
        <Text tone="secondary">{m.section.loadError}</Text>
        <div>
          <Button variant="secondary" onPress={() => void mutate()}>
            {m.section.retry}
          </Button>
        </div>
      </Stack>
    );
  } else if (!data) {
    body = <Loader label={m.section.loading} />;
  } else if (data.length === 0) {
    body = <EmptyState title={m.section.emptyTitle} text={m.section.emptyText} headingLevel={3} />;
  } else {
    body = (
      <Stack space="small">
        <Text tone="secondary">{f.message(m.section.count, { count: data.length })}</Text>
        <Table plain aria-label={m.section.title} columns={columns} items={data} />
        {totals ? (
          <Text size="small" tone="secondary">
            {`${m.totals.price}: ${moneyText(f, totals.price, m)} · ${m.totals.cost}: ${moneyText(f, totals.cost, m)} · ${m.totals.margin}: ${moneyText(f, totals.margin, m)}${totals.marginPercent === null ? '' : ` (${f.percent(Number(totals.marginPercent))})`}`}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <RecordSection title={m.section.title} description={m.section.description}>
      {body}
    </RecordSection>
  );
}
