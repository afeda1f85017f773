import {
  BADGE_KEYS,
  CERTIFICATION_KEYS,
  type LandlordEmail,
  type LandlordPhone,
  type LandlordView,
} from '@staydesk/domain';
import {
  Box,
  DescriptionList,
  DescriptionListItem,
  Inline,
  Link,
  OptionChips,
  Stack,
  StatusBadge,
  Tag,
  Text,
} from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { useFormat, useMessages } from '../../../i18n';
import { landlordsMessages } from '../messages';

function EmailLine({ row }: { row: LandlordEmail }) {
  const m = useMessages(landlordsMessages);
  return (
    <Inline space="xsmall" alignY="center">
      <Link href={`mailto:${row.email}`}>{row.email}</Link>
      <Tag tone={row.status === 'active' ? 'positive' : 'neutral'}>{m.statuses[row.status]}</Tag>
      <Tag tone={row.isVerified ? 'info' : 'neutral'}>
        {row.isVerified ? m.verifiedState.yes : m.verifiedState.no}
      </Tag>
    </Inline>
  );
}

function PhoneLine({ row }: { row: LandlordPhone }) {
  const m = useMessages(landlordsMessages);
  return (
    <Inline space="xsmall" alignY="center">
      <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link>
      <Tag tone={row.status === 'active' ? 'positive' : 'neutral'}>{m.statuses[row.status]}</Tag>
      <Tag tone={row.isVerified ? 'info' : 'neutral'}>
        {row.isVerified ? m.verifiedState.yes : m.verifiedState.no}
      </Tag>
      {row.isWhatsapp ? <Tag tone="positive">{m.fields.whatsapp}</Tag> : null}
    </Inline>
  );
}

/** Every email and phone row with its status, verified and WhatsApp marks. */
export function LandlordContact({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem
        label={m.sections.emails}
        value={
          landlord.emailAddresses.length === 0 ? (
            <Text tone="secondary">{m.detail.noEmails}</Text>
          ) : (
            <Box as="ul">
              <Stack space="xsmall">
                {landlord.emailAddresses.map((row) => (
                  <li key={row.email}>
                    <EmailLine row={row} />
                  </li>
                ))}
              </Stack>
            </Box>
          )
        }
      />
      <DescriptionListItem
        label={m.sections.phones}
        value={
          landlord.phoneNumbers.length === 0 ? (
            <Text tone="secondary">{m.detail.noPhones}</Text>
          ) : (
            <Box as="ul">
              <Stack space="xsmall">
                {landlord.phoneNumbers.map((row, index) => (
                  // Two rows may hold the same number (one marked WhatsApp): index keeps keys unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
                  <li key={`${row.phone}-${index}`}>
                    <PhoneLine row={row} />
                  </li>
                ))}
              </Stack>
            </Box>
          )
        }
      />
    </DescriptionList>
  );
}

/** The stored traffic light and, beside it, what the record suggests and why. */
export function LandlordTrafficLight({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  return (
    <Stack space="xsmall">
      <Box>
        <StatusBadge
          kind="trafficLight"
          status={landlord.trafficLightSystem}
          label={m.trafficLights[landlord.trafficLightSystem]}
        />
      </Box>
      <Text size="small" tone="secondary">
        {f.message(m.suggestion, {
          light: m.trafficLights[landlord.suggestedTrafficLight],
          reasons: landlord.suggestionReasons.map((reason) => m.reasons[reason]).join(', '),
        })}
      </Text>
    </Stack>
  );
}

/** Company, track record and external profiles as label/value pairs. */
export function LandlordDetails({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const none = m.detail.none;
  const { performance } = landlord;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem
        label={m.fields.trafficLight}
        value={<LandlordTrafficLight landlord={landlord} />}
      />
      <DescriptionListItem
        label={m.fields.companyName}
        emptyText={none}
        value={landlord.company.name || null}
      />
      <DescriptionListItem
        label={m.fields.companyUrl}
        emptyText={none}
        value={
          landlord.company.url ? (
            <Link href={landlord.company.url} target="_blank" rel="noopener noreferrer">
              {landlord.company.url}
            </Link>
          ) : null
        }
      />
      <DescriptionListItem
        label={m.columns.numberOfProperties}
        value={f.number(landlord.numberOfProperties)}
      />
      <DescriptionListItem
        label={m.fields.historicalBookings}
        value={f.number(landlord.historicalBookings)}
      />
      <DescriptionListItem
        label={m.fields.joinedAt}
        emptyText={none}
        value={landlord.joinedAt ? f.date(landlord.joinedAt) : null}
      />
      <DescriptionListItem
        label={m.fields.responseRateShown}
        emptyText={none}
        value={
          performance.responseRatePercent === null
            ? null
            : f.percent(performance.responseRatePercent)
        }
      />
      <DescriptionListItem
        label={m.fields.cancellations}
        value={f.number(performance.cancellations)}
      />
      <DescriptionListItem label={m.fields.complaints} value={f.number(performance.complaints)} />
      <DescriptionListItem
        label={m.sections.profiles}
        emptyText={none}
        value={
          landlord.externalProfiles.length === 0 ? null : (
            <Box as="ul">
              <Stack space="xsmall">
                {landlord.externalProfiles.map((profile) => (
                  <li key={profile.url}>
                    <Link href={profile.url} target="_blank" rel="noopener noreferrer">
                      {profile.platform}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          )
        }
      />
    </DescriptionList>
  );
}

/** What the public profile shows: the certifications switched on and the badges earned. */
export function LandlordPublicProfile({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  const { displayCertifications, displayBadges } = landlord.settings;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem
        label={m.sections.certifications}
        value={
          <OptionChips
            aria-label={m.sections.certifications}
            emptyText={m.detail.noCertifications}
            options={CERTIFICATION_KEYS.filter((key) => displayCertifications[key].isVisible).map(
              (key) => ({ value: key, label: m.certifications[key] }),
            )}
          />
        }
      />
      <DescriptionListItem
        label={m.sections.badges}
        value={
          <OptionChips
            aria-label={m.sections.badges}
            tone="brandAccent"
            emptyText={m.detail.noBadges}
            options={BADGE_KEYS.filter((key) => displayBadges[key].isAvailable).map((key) => ({
              value: key,
              label: m.badges[key],
            }))}
          />
        }
      />
    </DescriptionList>
  );
}

export function LandlordRecordFacts({ landlord }: { landlord: LandlordView }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={m.detail.createdAt} value={f.dateTime(landlord.createdAt)} />
      <DescriptionListItem
        label={m.detail.createdBy}
        emptyText={m.detail.none}
        value={landlord.createdBy ? <CreatorChip userId={landlord.createdBy} /> : null}
      />
      <DescriptionListItem
        label={m.columns.updatedAt}
        value={`${f.dateTime(landlord.updatedAt)} (${f.relative(landlord.updatedAt)})`}
      />
    </DescriptionList>
  );
}
