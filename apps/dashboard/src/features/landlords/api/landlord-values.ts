import {
  blankLandlord,
  type LandlordCreate,
  type LandlordUpdate,
  type LandlordView,
} from '@staydesk/domain';
import type { LandlordFormInput } from './landlord-form';

// Apart from landlord-form.ts (the zod resolver and the form schema): the record page reads these
// without loading the form's code, which comes only when Edit is pressed.

/** The blank record of spec §3, as the form holds it. */
export function blankLandlordForm(): LandlordFormInput {
  return { ...blankLandlord(), joinedAt: '' };
}

export function landlordFormValues(landlord: LandlordView): LandlordFormInput {
  return {
    name: landlord.name,
    emailAddresses: landlord.emailAddresses.map((row) => ({ ...row })),
    phoneNumbers: landlord.phoneNumbers.map((row) => ({ ...row })),
    company: { ...landlord.company },
    trafficLightSystem: landlord.trafficLightSystem,
    historicalBookings: landlord.historicalBookings,
    joinedAt: landlord.joinedAt ?? '',
    externalProfiles: landlord.externalProfiles.map((row) => ({ ...row })),
    settings: structuredClone(landlord.settings),
    performance: { ...landlord.performance },
  };
}

const KEYS = [
  'name',
  'emailAddresses',
  'phoneNumbers',
  'company',
  'trafficLightSystem',
  'historicalBookings',
  'joinedAt',
  'externalProfiles',
  'settings',
  'performance',
] as const satisfies readonly (keyof LandlordCreate)[];

/** Only what changed goes into the PATCH (whole groups), with the version the form was read at. */
export function changedLandlordFields(
  landlord: LandlordView,
  form: LandlordCreate,
): LandlordUpdate {
  const changes: LandlordUpdate = { version: landlord.version };
  for (const key of KEYS) {
    if (JSON.stringify(form[key]) !== JSON.stringify(landlord[key])) {
      Object.assign(changes, { [key]: form[key] });
    }
  }
  return changes;
}
