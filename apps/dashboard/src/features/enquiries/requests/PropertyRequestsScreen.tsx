import type { PropertyRequest, PropertyRequestStatus } from '@staydesk/domain';
import { Button, PlainLink, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { requestsListConfig, useConvertRequest, usePropertyRequests } from './api';
import { type RequestsMessagesEn, requestsMessages } from './messages';

type Messages = Widen<RequestsMessagesEn>;

/** A text the public form sent (its details are free-form), or '' when absent. */
const detailText = (request: PropertyRequest, name: string): string => {
  const value = request.details[name];
  return typeof value === 'string' ? value : '';
};
const detailNumber = (request: PropertyRequest, name: string): number => {
  const value = request.details[name];
  return typeof value === 'number' ? value : 0;
};

/** 'York · 1 Apr – 29 Apr 2027 · 3 guests': the place, the dates and the party asked for. */
export function stayText(request: PropertyRequest, m: Messages, f: Formatters): string {
  const checkIn = detailText(request, 'checkIn');
  const checkOut = detailText(request, 'checkOut');
  const dates = checkIn
    ? checkOut
      ? f.message(m.range, { from: f.date(checkIn), to: f.date(checkOut) })
      : f.message(m.openEnded, { from: f.date(checkIn) })
    : '';
  const guests = detailNumber(request, 'adults') + detailNumber(request, 'children');
  return [
    detailText(request, 'location'),
    dates,
    guests > 0 ? f.message(m.guests, { count: guests }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function RequestAction({ request }: { request: PropertyRequest }) {
  const m = useMessages(requestsMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const convert = useConvertRequest();
  const [busy, setBusy] = useState(false);
  if (request.status === 'converted' && request.enquiryId) {
    return (
      <PlainLink
        href={href('enquiryDetail', { enquiryId: request.enquiryId })}
        aria-label={f.message(m.openEnquiryFor, { reference: request.reference })}
      >
        {m.openEnquiry}
      </PlainLink>
    );
  }
  if (request.status !== 'new') return <Text tone="secondary">{m.closed}</Text>;
  return (
    <Button
      size="small"
      variant="secondary"
      aria-label={f.message(m.convertFor, { reference: request.reference, name: request.fullName })}
      isPending={busy}
      onPress={() => {
        setBusy(true);
        void convert
          .trigger({ id: request.id, version: request.version })
          // The new enquiry opens in its edit form, for staff to complete what a public request
          // cannot say (company, billing company, the place from the lookup).
          .then((result) =>
            navigate(href('enquiryDetail', { enquiryId: result.data.id }, { edit: '1' })),
          )
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {m.convert}
    </Button>
  );
}

function useRequestColumns(): TableColumn<PropertyRequest>[] {
  const m = useMessages(requestsMessages);
  const f = useFormat();
  return [
    {
      id: 'reference',
      name: m.columns.reference,
      isRowHeader: true,
      noWrap: true,
      renderCell: (request) => request.reference,
    },
    {
      id: 'from',
      name: m.columns.from,
      renderCell: (request) => (
        <Stack space="xxsmall">
          <Text weight="medium">{request.fullName}</Text>
          <Text size="small" tone="secondary">
            {[request.companyName, request.email, request.phone].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'stay',
      name: m.columns.stay,
      renderCell: (request) => stayText(request, m, f),
    },
    {
      id: 'received',
      name: m.columns.received,
      noWrap: true,
      renderCell: (request) => (
        <span title={f.dateTime(request.createdAt)}>{f.relative(request.createdAt)}</span>
      ),
    },
    {
      id: 'action',
      name: m.columns.action,
      noWrap: true,
      renderCell: (request) => <RequestAction request={request} />,
    },
  ];
}

/**
 * enquiries/requests: what the public form brought in, by status (new, converted, closed, each
 * counted for the same search), newest first; a new request converts into an enquiry in one step
 * and opens in its edit form, a converted one links to the enquiry it became.
 */
export function PropertyRequestsScreen() {
  const m = useMessages(requestsMessages);
  const f = useFormat();
  const state = useListState(requestsListConfig);
  const list = usePropertyRequests(state.query);
  const columns = useRequestColumns();
  return (
    <ListView<PropertyRequest, PropertyRequestStatus, never, never>
      title={m.title}
      state={state}
      tabs={requestsListConfig.tabs.map((value) => ({ id: value, label: m.tabs[value] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      page={list.data}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      phoneColumns={['from', 'action']}
      columns={columns}
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}
