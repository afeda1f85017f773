import {
  type EnquiryActivityEntry,
  type EnquiryView,
  isOpenEnquiryStatus,
  nightsBetween,
} from '@staydesk/domain';
import {
  Button,
  DescriptionList,
  DescriptionListItem,
  RecordSection,
  Stack,
  Text,
} from '@staydesk/ui';
import { ActivitySection as SharedActivitySection } from '../../../components/ActivitySection';
import { useFormat, useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { useEnquiryActivity } from '../api/enquiries';
import { enquiriesMessages } from '../messages';
import { activityText } from './activityText';
import { stayText } from './EnquiriesTable';
import { RespondBy } from './EnquiryStatus';

type Props = { enquiry: EnquiryView };

export function ClientSection({ enquiry }: Props) {
  const m = useMessages(enquiriesMessages);
  const booker = [enquiry.booker.name, enquiry.booker.email, enquiry.booker.phone].filter(Boolean);
  return (
    <RecordSection title={m.detail.sections.client}>
      <DescriptionList>
        <DescriptionListItem label={m.fields.company} value={enquiry.company?.name} />
        <DescriptionListItem label={m.fields.agent} value={enquiry.agent?.name} />
        <DescriptionListItem label={m.fields.subcompany} value={enquiry.subcompany?.name} />
        <DescriptionListItem label={m.fields.billingCompany} value={enquiry.billingCompany?.name} />
        <DescriptionListItem
          label={m.fields.booker}
          value={
            booker.length > 0 ? (
              <Stack space="xxsmall">
                {booker.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Stack>
            ) : null
          }
        />
        <DescriptionListItem
          label={m.fields.clientReference}
          value={enquiry.clientReference || null}
        />
        <DescriptionListItem label={m.fields.source} value={m.sources[enquiry.source]} />
      </DescriptionList>
    </RecordSection>
  );
}

export function StaySection({ enquiry }: Props) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const address = enquiry.location.address;
  const place = address.freeFormAddress || address.city;
  return (
    <RecordSection title={m.detail.sections.stay}>
      <DescriptionList>
        <DescriptionListItem label={m.fields.dates} value={stayText(enquiry, m, f)} />
        <DescriptionListItem
          label={m.fields.nights}
          value={
            enquiry.checkOut
              ? f.message(m.detail.nightsCount, {
                  count: nightsBetween(enquiry.checkIn, enquiry.checkOut),
                })
              : m.detail.openEnded
          }
        />
        <DescriptionListItem
          label={m.fields.location}
          isFullWidth
          value={
            place
              ? f.message(m.detail.radius, { place, miles: enquiry.location.radiusMiles })
              : null
          }
        />
        <DescriptionListItem
          label={m.fields.guests}
          isFullWidth
          emptyText={m.noGuests}
          tags={enquiry.guests.map((guest) => guest.name)}
        />
      </DescriptionList>
    </RecordSection>
  );
}

export function RequirementsSection({ enquiry }: Props) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const budget = enquiry.budget;
  return (
    <RecordSection title={m.detail.sections.requirements}>
      <DescriptionList>
        <DescriptionListItem
          label={m.columns.guests}
          value={f.message(m.detail.people, {
            adults: enquiry.adults,
            children: enquiry.children,
            pets: enquiry.pets,
          })}
        />
        <DescriptionListItem label={m.fields.minBedrooms} value={f.number(enquiry.minBedrooms)} />
        <DescriptionListItem
          label={m.fields.propertyTypes}
          emptyText={m.detail.anyType}
          tags={enquiry.propertyTypes.map((type) => m.propertyTypes[type])}
        />
        <DescriptionListItem label={m.fields.parking} value={f.number(enquiry.parkingSpaces)} />
        <DescriptionListItem
          label={m.fields.accessibility}
          value={enquiry.accessibilityNeeds}
          emptyText={m.detail.noAccessibilityNeeds}
          isFullWidth
        />
        <DescriptionListItem
          label={m.fields.budgetAmount}
          value={
            budget ? (
              <Stack space="xxsmall">
                <Text>
                  {f.message(m.detail.budget, {
                    amount: f.money(Number(budget.amount.amount), budget.amount.currency),
                    basis: m.bases[budget.basis].toLowerCase(),
                  })}
                </Text>
                {budget.approvedBy ? (
                  <Text size="small" tone="secondary">
                    {f.message(m.detail.budgetApproved, { name: budget.approvedBy })}
                  </Text>
                ) : null}
              </Stack>
            ) : null
          }
        />
        <DescriptionListItem label={m.fields.priority} value={m.priorities[enquiry.priority]} />
        <DescriptionListItem
          label={m.fields.respondBy}
          value={
            <RespondBy value={enquiry.respondBy} isOpen={isOpenEnquiryStatus(enquiry.status)} />
          }
        />
        {enquiry.lostReason ? (
          <DescriptionListItem label={m.fields.lostReason} isFullWidth value={enquiry.lostReason} />
        ) : null}
      </DescriptionList>
    </RecordSection>
  );
}

export function NotesSection({ enquiry, onEdit }: Props & { onEdit?: () => void }) {
  const m = useMessages(enquiriesMessages);
  return (
    <RecordSection
      title={m.detail.sections.notes}
      {...(onEdit
        ? {
            actions: (
              <Button size="small" variant="secondary" onPress={onEdit}>
                {m.detail.actions.editNote}
              </Button>
            ),
          }
        : {})}
    >
      {enquiry.notes ? (
        <Stack space="xsmall">
          {enquiry.notes.split('\n').map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the note's lines have no identity
            <Text key={index}>{line || '\u00a0'}</Text>
          ))}
        </Stack>
      ) : (
        <Text tone="secondary">{m.detail.noNotes}</Text>
      )}
    </RecordSection>
  );
}

/** Every change to the enquiry, newest first: what, who and when (the shared ActivitySection). */
export function ActivitySection({ enquiry }: Props) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { users } = useCurrentUser();
  const nameOf = (id: string) => users.find((user) => user.id === id)?.fullName;
  const { data, error } = useEnquiryActivity(enquiry.id);
  return (
    <SharedActivitySection<EnquiryActivityEntry>
      texts={{
        title: m.detail.sections.activity,
        empty: m.detail.noActivity,
        by: m.detail.activityBy,
        system: m.detail.system,
      }}
      entries={data}
      error={error && !data ? (errorMessage(error) ?? null) : null}
      textOf={(entry) => activityText(entry, m, f, nameOf)}
      actionOf={(entry) => entry.kind}
    />
  );
}
