import type { LandlordSort, LandlordView } from '@staydesk/domain';
import { Button, EmailText, Link, StatusBadge, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { landlordsMessages } from '../messages';
import { trafficLightReason } from './trafficLightReason';

type Messages = Widen<(typeof landlordsMessages)['en']>;

function firstEmail(landlord: LandlordView): string {
  return landlord.emailAddresses[0]?.email ?? '';
}

/** The first phone number (no-break spaces, in a noWrap column: a narrow table never splits it). */
function firstPhone(landlord: LandlordView): string {
  return (landlord.phoneNumbers[0]?.phone ?? '').replace(/ /g, '\u00a0');
}

/** More rows than the first: '+2' after the first email or phone. */
function more(count: number, f: Formatters): string {
  return count > 1 ? ` +${f.number(count - 1)}` : '';
}

/**
 * The landlords table: the list view of spec §3 (name, emails, phones, company) with the traffic
 * light, the counts and an info button; name and bookings sort on the server.
 */
function landlordColumns(
  m: Messages,
  f: Formatters,
  onInfo: (landlord: LandlordView) => void,
): TableColumn<LandlordView>[] {
  return [
    {
      id: 'name' satisfies LandlordSort,
      role: 'name',
      name: m.columns.name,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (landlord) => (
        <Link href={href('landlordDetail', { landlordId: landlord.id })}>{landlord.name}</Link>
      ),
    },
    {
      id: 'trafficLight',
      role: 'status',
      name: m.columns.trafficLight,
      renderCell: (landlord) => (
        <StatusBadge
          kind="trafficLight"
          status={landlord.trafficLightSystem}
          label={m.trafficLights[landlord.trafficLightSystem]}
          hint={trafficLightReason(landlord, m, f)}
        />
      ),
    },
    {
      id: 'email',
      role: 'email',
      name: m.columns.email,
      renderCell: (landlord) => (
        <EmailText>{`${firstEmail(landlord)}${more(landlord.emailAddresses.length, f)}`}</EmailText>
      ),
    },
    {
      id: 'phone',
      name: m.columns.phone,
      noWrap: true,
      renderCell: (landlord) => `${firstPhone(landlord)}${more(landlord.phoneNumbers.length, f)}`,
    },
    {
      id: 'company',
      role: 'name',
      name: m.columns.company,
      renderCell: (landlord) =>
        landlord.company.url ? (
          <Link href={landlord.company.url} target="_blank" rel="noopener noreferrer">
            {landlord.company.name || landlord.company.url}
          </Link>
        ) : (
          <Text>{landlord.company.name}</Text>
        ),
    },
    {
      id: 'numberOfProperties',
      role: 'number',
      name: m.columns.numberOfProperties,
      align: 'end',
      renderCell: (landlord) => f.number(landlord.numberOfProperties),
    },
    {
      id: 'historicalBookings' satisfies LandlordSort,
      role: 'number',
      name: m.columns.historicalBookings,
      allowsSorting: true,
      align: 'end',
      renderCell: (landlord) => f.number(landlord.historicalBookings),
    },
    {
      id: 'actions',
      role: 'actions',
      name: m.columns.actions,
      hideName: true,
      renderCell: (landlord) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={f.message(m.actions.infoFor, { name: landlord.name })}
          onPress={() => onInfo(landlord)}
        >
          {m.actions.infoShort}
        </Button>
      ),
    },
  ];
}

/**
 * Memoised: the table's rows are, and a new columns array would redraw all 29 each render
 * (`onInfo` should keep its identity: a state setter does).
 */
export function useLandlordColumns(onInfo: (landlord: LandlordView) => void) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  return useMemo(() => landlordColumns(m, f, onInfo), [m, f, onInfo]);
}
