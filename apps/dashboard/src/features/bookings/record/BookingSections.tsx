import { type BookingView, type Money, nightsBetween } from '@staydesk/domain';
import {
  Box,
  Button,
  DescriptionList,
  DescriptionListItem,
  Icon,
  Inline,
  LandlordCard,
  Link,
  Loader,
  RecordSection,
  Stack,
  Text,
} from '@staydesk/ui';
import type { ReactNode } from 'react';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, useT } from '../../../i18n';
import { useBookingLandlord } from './api';
import { bookingRecordMessages } from './messages';

type Props = { booking: BookingView };

export const moneyText = (f: Formatters, value: Money) =>
  f.money(Number(value.amount), value.currency);

/** The property, linked, and its landlord's small card (first email and phone; new tab, spec §2). */
export function PropertySection({ booking }: Props) {
  const m = useMessages(bookingRecordMessages);
  const t = useT();
  const landlord = useBookingLandlord(booking.landlord?.id ?? null);
  return (
    <RecordSection title={m.sections.property}>
      <Stack space="medium">
        <Link href={href('propertyDetail', { propertyId: booking.property.id })} weight="strong">
          {booking.property.name || m.openProperty}
        </Link>
        {booking.landlord === null ? (
          <Text tone="secondary">{m.noLandlord}</Text>
        ) : landlord.data ? (
          <LandlordCard
            landlord={{
              name: landlord.data.name,
              company: landlord.data.company,
              emailAddresses: landlord.data.emailAddresses,
              phoneNumbers: landlord.data.phoneNumbers,
              trafficLightSystem: landlord.data.trafficLightSystem,
            }}
            href={href('landlordDetail', { landlordId: booking.landlord.id })}
            linkLabel={m.openLandlord}
            newTabLabel={m.newTab}
          />
        ) : landlord.error ? (
          <Text>{booking.landlord.name}</Text>
        ) : (
          <Loader label={t.common.loading} />
        )}
      </Stack>
    </RecordSection>
  );
}

/** Who stays and who pays: guests, company, billing company, agent, account manager. */
export function ClientSection({ booking }: Props) {
  const m = useMessages(bookingRecordMessages);
  const link = (to: string, name: string) => <Link href={to}>{name}</Link>;
  return (
    <RecordSection title={m.sections.client}>
      <DescriptionList>
        <DescriptionListItem
          label={m.fields.guests}
          isFullWidth
          emptyText={m.noGuests}
          value={
            booking.guests.length > 0 ? (
              <Inline space="small">
                {booking.guests.map((guest) => (
                  <Link key={guest.id} href={href('clientDetail', { clientId: guest.id })}>
                    {guest.name}
                  </Link>
                ))}
              </Inline>
            ) : null
          }
        />
        <DescriptionListItem
          label={m.fields.company}
          value={
            booking.company
              ? link(href('companyDetail', { companyId: booking.company.id }), booking.company.name)
              : null
          }
        />
        <DescriptionListItem label={m.fields.billingCompany} value={booking.billingCompany?.name} />
        <DescriptionListItem
          label={m.fields.agent}
          value={
            booking.agent
              ? link(href('agentDetail', { agentId: booking.agent.id }), booking.agent.name)
              : null
          }
        />
        <DescriptionListItem
          label={m.fields.accountManager}
          value={booking.accountManager ? <CreatorChip userId={booking.accountManager.id} /> : null}
        />
      </DescriptionList>
    </RecordSection>
  );
}

function Stop({
  label,
  date,
  tone,
  struck,
}: {
  label: string;
  date: string;
  tone: 'neutral' | 'info' | 'positive';
  struck?: boolean;
}) {
  const f = useFormat();
  return (
    <Box
      as="li"
      padding="small"
      borderRadius="standard"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="neutral"
      background={tone === 'info' ? 'infoSoft' : tone === 'positive' ? 'positiveSoft' : 'surface'}
      data-part="stop"
    >
      <Stack space="xxsmall">
        <Text size="small" tone="secondary">
          {label}
        </Text>
        <Text weight="medium" tone={struck ? 'secondary' : 'neutral'}>
          <time dateTime={date}>{f.date(`${date}T12:00:00`)}</time>
        </Text>
      </Stack>
    </Box>
  );
}

function Gap({ nights }: { nights: number }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  return (
    <Box as="li" aria-hidden="true" display="flex" alignItems="center" paddingX="xsmall">
      <Inline space="xxsmall" noWrap>
        <Text size="small" tone="secondary">
          {f.message(m.nightsCount, { count: nights })}
        </Text>
        <Icon name="arrow-right" size="small" />
      </Inline>
    </Box>
  );
}

/**
 * The stay's dates as a small timeline: check-in, the original check-out, and (when extended)
 * the extended check-out, with the nights between; then each extension with its rates and who
 * approved it, and the extension decision.
 */
export function StaySection({ booking }: Props) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const extended = booking.checkOut !== booking.originalCheckOut;
  const day = (value: string) => f.date(`${value}T12:00:00`);
  return (
    <RecordSection
      title={m.sections.stay}
      description={f.message(m.nightsCount, { count: booking.nights })}
    >
      <Stack space="medium">
        <Box
          as="ol"
          display="flex"
          flexWrap="wrap"
          gap="xsmall"
          aria-label={m.timeline.label}
          data-component="StayTimeline"
        >
          <Stop label={m.timeline.checkIn} date={booking.checkIn} tone="positive" />
          <Gap nights={nightsBetween(booking.checkIn, booking.originalCheckOut)} />
          <Stop
            label={extended ? m.timeline.originalCheckOut : m.timeline.checkOut}
            date={booking.originalCheckOut}
            tone={extended ? 'neutral' : 'info'}
            struck={extended}
          />
          {extended ? (
            <>
              <Gap nights={nightsBetween(booking.originalCheckOut, booking.checkOut)} />
              <Stop label={m.timeline.extendedCheckOut} date={booking.checkOut} tone="info" />
            </>
          ) : null}
        </Box>
        <DescriptionList>
          <DescriptionListItem
            label={m.timeline.extensions}
            value={
              booking.extensions.length === 0 ? (
                <Text tone="secondary">{m.timeline.noExtensions}</Text>
              ) : (
                <Stack space="small" as="ol">
                  {booking.extensions.map((extension) => (
                    <Box as="li" key={`${extension.from}-${extension.to}`}>
                      <Stack space="xxsmall">
                        <Text weight="medium">
                          {f.message(m.timeline.extension, {
                            from: day(extension.from),
                            to: day(extension.to),
                            nights: f.message(m.nightsCount, {
                              count: nightsBetween(extension.from, extension.to),
                            }),
                          })}
                        </Text>
                        <Text size="small" tone="secondary">
                          {f.message(m.timeline.extensionRates, {
                            price: moneyText(f, extension.sellingPricePerNight),
                            cost: moneyText(f, extension.costPerNight),
                          })}
                        </Text>
                        <Inline space="xsmall">
                          <Text size="small" tone="secondary">
                            {m.timeline.approvedBy}
                          </Text>
                          <CreatorChip userId={extension.approvedBy} />
                          <Text size="small" tone="secondary">
                            {f.message(m.timeline.approvedAt, {
                              date: f.date(extension.approvedAt),
                            })}
                          </Text>
                        </Inline>
                      </Stack>
                    </Box>
                  ))}
                </Stack>
              )
            }
          />
          <DescriptionListItem
            label={m.fields.extensionDecision}
            value={m.extensionDecisions[booking.extensionDecision]}
          />
        </DescriptionList>
      </Stack>
    </RecordSection>
  );
}

/** Per night and for the whole stay: selling, cost, margin and margin %; deposit; purchase order. */
export function MoneySection({ booking }: Props) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const deposit = booking.deposit;
  const taken = Number(deposit.amount.amount) > 0;
  const depositText = !taken
    ? m.money.noDeposit
    : deposit.returned && booking.depositReturnedAt
      ? f.message(m.money.depositReturnedOn, {
          amount: moneyText(f, deposit.amount),
          date: f.date(booking.depositReturnedAt),
        })
      : f.message(m.money.depositOut, { amount: moneyText(f, deposit.amount) });
  const row = (what: string, perNight: ReactNode, total: ReactNode) => (
    <>
      <DescriptionListItem label={f.message(m.fields.perNight, { what })} value={perNight} />
      <DescriptionListItem label={f.message(m.fields.total, { what })} value={total} />
    </>
  );
  return (
    <RecordSection title={m.sections.money}>
      <DescriptionList>
        {row(
          m.fields.selling,
          moneyText(f, booking.sellingPricePerNight),
          <Text weight="medium">{moneyText(f, booking.sellingPrice)}</Text>,
        )}
        {row(
          m.fields.cost,
          moneyText(f, booking.costPerNight),
          <Text weight="medium">{moneyText(f, booking.cost)}</Text>,
        )}
        {row(
          m.fields.margin,
          moneyText(f, booking.marginPerNight),
          <Text weight="medium" tone={Number(booking.margin.amount) < 0 ? 'critical' : 'positive'}>
            {moneyText(f, booking.margin)}
          </Text>,
        )}
        <DescriptionListItem
          label={m.fields.marginPercent}
          value={booking.marginPercent === null ? null : f.percent(Number(booking.marginPercent))}
        />
        <DescriptionListItem
          label={m.fields.deposit}
          value={
            <Text tone={taken && !deposit.returned ? 'neutral' : 'secondary'}>{depositText}</Text>
          }
        />
        <DescriptionListItem
          label={m.fields.purchaseOrder}
          value={booking.purchaseOrder || null}
          emptyText={m.money.noPurchaseOrder}
        />
      </DescriptionList>
    </RecordSection>
  );
}

/** Who recorded the landlord's confirmation and when, with the action to confirm it. */
export function LandlordConfirmationSection({
  booking,
  onConfirm,
}: Props & { onConfirm?: () => void }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  const confirmed = booking.landlordConfirmedAt !== null;
  return (
    <RecordSection
      title={m.sections.landlord}
      {...(onConfirm && !confirmed
        ? {
            actions: (
              <Button size="small" onPress={onConfirm}>
                {m.actions.confirmLandlord}
              </Button>
            ),
          }
        : {})}
    >
      {confirmed && booking.landlordConfirmedAt ? (
        <Inline space="xsmall">
          <Icon name="check" size="small" />
          <Text>
            {f.message(m.landlord.confirmed, {
              name: booking.landlordConfirmedByName ?? m.landlord.someone,
            })}
          </Text>
          <Text tone="secondary">
            <time dateTime={booking.landlordConfirmedAt}>
              {f.message(m.landlord.confirmedAt, {
                date: f.dateTime(booking.landlordConfirmedAt),
                when: f.relative(booking.landlordConfirmedAt),
              })}
            </time>
          </Text>
        </Inline>
      ) : (
        <Stack space="xxsmall">
          <Text>{m.landlord.notConfirmed}</Text>
          <Text size="small" tone="secondary">
            {m.landlord.dueSoon}
          </Text>
        </Stack>
      )}
    </RecordSection>
  );
}

function Lines({ text }: { text: string }) {
  return (
    <Stack space="xsmall">
      {text.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a note's lines have no identity
        <Text key={index}>{line || '\u00a0'}</Text>
      ))}
    </Stack>
  );
}

export function NotesSection({ booking, onEdit }: Props & { onEdit?: () => void }) {
  const m = useMessages(bookingRecordMessages);
  return (
    <RecordSection
      title={m.sections.notes}
      {...(onEdit
        ? {
            actions: (
              <Button size="small" variant="secondary" onPress={onEdit}>
                {m.actions.editNote}
              </Button>
            ),
          }
        : {})}
    >
      {booking.notes ? <Lines text={booking.notes} /> : <Text tone="secondary">{m.noNotes}</Text>}
    </RecordSection>
  );
}

export function IssueSection({ booking, onEdit }: Props & { onEdit?: () => void }) {
  const m = useMessages(bookingRecordMessages);
  const f = useFormat();
  return (
    <RecordSection
      title={m.sections.issue}
      {...(booking.issueFlaggedAt
        ? { description: f.message(m.issueFlagged, { when: f.relative(booking.issueFlaggedAt) }) }
        : {})}
      {...(onEdit
        ? {
            actions: (
              <Button size="small" variant="secondary" onPress={onEdit}>
                {booking.issue ? m.actions.editIssue : m.actions.flagIssue}
              </Button>
            ),
          }
        : {})}
    >
      {booking.issue ? (
        <Inline space="xsmall" alignY="flex-start" noWrap>
          <Icon name="alert" size="small" />
          <Lines text={booking.issue} />
        </Inline>
      ) : (
        <Text tone="secondary">{m.noIssue}</Text>
      )}
    </RecordSection>
  );
}
