import { blankLandlord, type LandlordView } from '@staydesk/domain';

/** A landlord as the landlord page shows it, for the modals' component tests. */
export function landlordView(changes: Partial<LandlordView> = {}): LandlordView {
  return {
    ...blankLandlord(),
    id: '00000000-0000-4000-8000-0000000000f1',
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    createdBy: null,
    version: 5,
    deleted: false,
    name: 'Maya Patel',
    emailAddresses: [{ email: 'maya@lets.test', status: 'active', isVerified: true }],
    phoneNumbers: [
      { phone: '+44 7700 900123', status: 'active', isVerified: true, isWhatsapp: true },
    ],
    numberOfProperties: 2,
    suggestedTrafficLight: 'gray',
    suggestionReasons: [],
    whatsappLinks: [{ phone: '+44 7700 900123', url: 'https://wa.me/447700900123' }],
    ...changes,
  };
}
