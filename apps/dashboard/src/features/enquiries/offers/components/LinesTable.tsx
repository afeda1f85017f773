import type { OfferLineView, OfferStatus } from '@staydesk/domain';
import {
  Badge,
  Button,
  Card,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  PlainTable,
  Stack,
  StatusBadge,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { href } from '../../../../config/paths';
import { type Formatters, useFormat } from '../../../../i18n';
import { useIsWide } from '../../../../lib/media';
import { type OffersMessages, useOffersMessages } from '../texts';
import { marginText, moneyText } from './format';

export type LineAction =
  | { kind: 'prices' }
  | { kind: 'move'; status: OfferStatus }
  | { kind: 'why' }
  | { kind: 'approve' }
  | { kind: 'refuse' }
  | { kind: 'accept' }
  | { kind: 'hold' };

/** The actions a line offers this user (the statuses come from the stored cycle, per line). */
export function lineActions(
  line: OfferLineView,
  options: { canDecide: boolean; isOpen: boolean },
): { key: string; action: LineAction }[] {
  if (line.status === 'rejected' || !options.isOpen) return [];
  const actions: { key: string; action: LineAction }[] = [];
  if (line.status === 'offeredOut' && line.clientDecision === 'pending' && !line.needsApproval) {
    actions.push({ key: 'accept', action: { kind: 'accept' } });
  }
  for (const status of line.nextStatuses) {
    actions.push({ key: `move:${status}`, action: { kind: 'move', status } });
  }
  if (line.needsApproval) {
    actions.push({ key: 'why', action: { kind: 'why' } });
    if (options.canDecide) {
      actions.push({ key: 'approve', action: { kind: 'approve' } });
      if (line.approval.state !== 'refused') {
        actions.push({ key: 'refuse', action: { kind: 'refuse' } });
      }
    }
  }
  actions.push({ key: 'prices', action: { kind: 'prices' } });
  actions.push({ key: 'hold', action: { kind: 'hold' } });
  return actions;
}

function actionLabel(m: OffersMessages, f: Formatters, action: LineAction): string {
  switch (action.kind) {
    case 'prices':
      return m.actions.editPrices;
    case 'move':
      return action.status === 'offeredOut'
        ? m.actions.offerOut
        : f.message(m.actions.moveTo, { status: m.statuses[action.status] });
    case 'why':
      return m.line.whyApproval;
    case 'approve':
      return m.actions.approve;
    case 'refuse':
      return m.actions.refuse;
    case 'accept':
      return m.actions.accept;
    case 'hold':
      return m.actions.setHold;
  }
}

function LineMenu({
  line,
  enquiryId,
  canDecide,
  isOpen,
  onAction,
}: {
  line: OfferLineView;
  enquiryId: string;
  canDecide: boolean;
  isOpen: boolean;
  onAction: (line: OfferLineView, action: LineAction) => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const actions = lineActions(line, { canDecide, isOpen });
  const historyHref = href('enquiryPropertyHistory', { enquiryId, chosenPropertyId: line.id });
  return (
    <MenuTrigger>
      <Button
        variant="secondary"
        size="small"
        aria-label={f.message(m.actions.menu, { property: line.property.title })}
      >
        {m.columns.actions}
      </Button>
      <Menu
        aria-label={f.message(m.actions.menu, { property: line.property.title })}
        onAction={(key) => {
          const found = actions.find((entry) => entry.key === key);
          if (found) onAction(line, found.action);
        }}
      >
        {actions.map(({ key, action }) => (
          <MenuItem
            key={key}
            id={key}
            tone={
              action.kind === 'refuse' || (action.kind === 'move' && action.status === 'rejected')
                ? 'critical'
                : 'neutral'
            }
          >
            {actionLabel(m, f, action)}
          </MenuItem>
        ))}
        {actions.length > 0 ? <MenuSeparator /> : null}
        <MenuItem id="history" href={historyHref}>
          {m.actions.history}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

function PropertyCell({ line }: { line: OfferLineView }) {
  const m = useOffersMessages();
  const f = useFormat();
  const isWide = useIsWide();
  const facts = [
    line.property.address.city,
    f.message(m.line.bedrooms, { count: line.property.bedrooms }),
    f.message(m.line.guests, { count: line.property.maxGuests }),
  ].filter(Boolean);
  return (
    <Stack space="xxsmall">
      <Text weight="medium">{line.property.title}</Text>
      <Text size="small" tone="secondary">
        {facts.join(' · ')}
      </Text>
      {line.landlord ? (
        <Text size="small" tone="secondary">
          {f.message(m.line.landlord, { name: line.landlord.name })}
        </Text>
      ) : null}
      {isWide ? null : (
        <Text size="small" weight="medium" tone={line.needsApproval ? 'critical' : 'neutral'}>
          {f.message(m.line.compact, {
            total: moneyText(f, line.totals.totalPrice),
            margin: marginText(m, f, line.totals.margin, line.totals.marginPercent),
          })}
        </Text>
      )}
    </Stack>
  );
}

function StatusCell({ line, onWhy }: { line: OfferLineView; onWhy: () => void }) {
  const m = useOffersMessages();
  const f = useFormat();
  const approval = line.approval;
  return (
    <Stack space="xxsmall" align="flex-start">
      <StatusBadge kind="offer" status={line.status} label={m.statuses[line.status]} />
      {line.needsApproval ? (
        <Button variant="ghost" size="small" onPress={onWhy}>
          {`${
            approval.state === 'refused'
              ? m.line.refused
              : approval.state === 'requested'
                ? m.line.awaitingApproval
                : m.line.needsApproval
          } · ${m.line.whyApproval}`}
        </Button>
      ) : null}
      {approval.state === 'approved' && approval.decidedBy && approval.decidedAt ? (
        <Text size="small" tone="positive">
          {f.message(m.line.approvedBy, {
            name: approval.decidedBy.fullName,
            when: f.date(approval.decidedAt),
          })}
        </Text>
      ) : null}
      {line.clientDecision !== 'pending' ? (
        <Badge tone={line.clientDecision === 'accepted' ? 'positive' : 'neutral'} size="small">
          {`${m.columns.decision}: ${m.decisions[line.clientDecision]}`}
        </Badge>
      ) : null}
    </Stack>
  );
}

function TimesCell({ line }: { line: OfferLineView }) {
  const m = useOffersMessages();
  const f = useFormat();
  const expired = line.holdExpiresAt !== null && new Date(line.holdExpiresAt) < new Date();
  return (
    <Stack space="xxsmall">
      <Text size="small" tone={expired ? 'critical' : 'neutral'}>
        {line.holdExpiresAt
          ? f.message(expired ? m.line.holdExpired : m.line.heldUntil, {
              when: f.dateTime(line.holdExpiresAt),
            })
          : m.line.holdNone}
      </Text>
      <Text size="small" tone="secondary">
        {line.landlordConfirmedAt
          ? f.message(m.line.confirmedAt, { when: f.dateTime(line.landlordConfirmedAt) })
          : m.line.confirmedNone}
      </Text>
    </Stack>
  );
}

function columns(
  m: OffersMessages,
  f: Formatters,
  menu: (line: OfferLineView) => ReactNode,
  onWhy: (line: OfferLineView) => void,
): TableColumn<OfferLineView>[] {
  return [
    {
      id: 'property',
      role: 'name',
      name: m.columns.property,
      isRowHeader: true,
      renderCell: (line) => <PropertyCell line={line} />,
    },
    {
      id: 'status',
      name: m.columns.status,
      renderCell: (line) => <StatusCell line={line} onWhy={() => onWhy(line)} />,
    },
    {
      id: 'perNight',
      role: 'money',
      name: m.columns.perNight,
      align: 'end',
      noWrap: true,
      renderCell: (line) => (
        <Stack space="xxsmall" align="flex-end">
          <Text size="small" tone="secondary">
            {f.message(m.line.costShort, { amount: moneyText(f, line.landlordCostPerNight) })}
          </Text>
          <Text size="small">
            {f.message(m.line.priceShort, { amount: moneyText(f, line.sellingPricePerNight) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'totalPrice',
      role: 'money',
      name: m.columns.totalPrice,
      align: 'end',
      noWrap: true,
      renderCell: (line) => (
        <Stack space="xxsmall" align="flex-end">
          <Text weight="medium">{moneyText(f, line.totals.totalPrice)}</Text>
          <Text size="small" tone="secondary">
            {line.openEnded
              ? `${f.message(m.line.nights, { count: line.nights })} (${m.line.openEnded})`
              : f.message(m.line.nights, { count: line.nights })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'margin',
      role: 'money',
      name: m.columns.margin,
      align: 'end',
      noWrap: true,
      renderCell: (line) => (
        <Text weight="medium" tone={line.needsApproval ? 'critical' : 'neutral'}>
          {marginText(m, f, line.totals.margin, line.totals.marginPercent)}
        </Text>
      ),
    },
    { id: 'times', name: m.columns.hold, renderCell: (line) => <TimesCell line={line} /> },
    {
      id: 'actions',
      role: 'actions',
      name: m.columns.actions,
      hideName: true,
      align: 'end',
      renderCell: (line) => menu(line),
    },
  ];
}

/** The offer lines: property, status (with approval), cost, price, totals, margin, times, actions. */
export function LinesTable({
  lines,
  enquiryId,
  canDecide,
  isOpen,
  onAction,
  label,
}: {
  lines: readonly OfferLineView[];
  enquiryId: string;
  canDecide: boolean;
  /** False once the enquiry is booked, lost or archived: lines are read-only. */
  isOpen: boolean;
  onAction: (line: OfferLineView, action: LineAction) => void;
  label: string;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const all = columns(
    m,
    f,
    (line) => (
      <LineMenu
        line={line}
        enquiryId={enquiryId}
        canDecide={canDecide}
        isOpen={isOpen}
        onAction={onAction}
      />
    ),
    (line) => onAction(line, { kind: 'why' }),
  );
  const isWide = useIsWide();
  if (!isWide) {
    // A phone gets one card per line: a table of eight columns cannot fit 390 px.
    return (
      <Stack as="ul" space="small" aria-label={label}>
        {lines.map((line) => (
          <li key={line.id} aria-label={line.property.title}>
            <Card padding="medium">
              <Stack space="small">
                <PropertyCell line={line} />
                <StatusCell line={line} onWhy={() => onAction(line, { kind: 'why' })} />
                <Text size="small" tone="secondary">
                  {`${f.message(m.line.costShort, { amount: moneyText(f, line.landlordCostPerNight) })} · ${f.message(m.line.priceShort, { amount: moneyText(f, line.sellingPricePerNight) })}`}
                </Text>
                <TimesCell line={line} />
                <div>
                  <LineMenu
                    line={line}
                    enquiryId={enquiryId}
                    canDecide={canDecide}
                    isOpen={isOpen}
                    onAction={onAction}
                  />
                </div>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }
  return <PlainTable aria-label={label} columns={all} items={lines} />;
}
