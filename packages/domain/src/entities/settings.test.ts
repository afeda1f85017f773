import { describe, expect, it } from 'vitest';
import { type GlobalSettings, publicSettingsOf, publicSettingsSchema } from './settings';

const settings: GlobalSettings = {
  companyName: 'Staydesk Serviced Accommodation Ltd',
  productName: 'Staydesk',
  defaultCurrency: 'GBP',
  defaultVatRatePercent: '20',
  marginFloorPercent: '12',
  holdHours: 48,
  maxStayNights: 1096,
  defaultPaymentTermsDays: 30,
  supportEmail: 'support@staydesk.test',
  locale: 'en-GB',
  timeZone: 'Europe/London',
  brands: {
    staydesk: { name: 'Staydesk', phone: '+44 20 7946 0321' },
    harbour: { name: 'Harbour Stays', phone: '+44 161 496 0754' },
  },
  experiments: [{ name: 'trackerBoard', label: 'Tracker board', description: '' }],
  signUpEmailDomains: ['staydesk.test'],
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the public settings', () => {
  it('are what the sign-in and public pages show, and nothing of the business’s rules', () => {
    const shown = publicSettingsOf(settings);
    expect(Object.keys(shown).sort()).toEqual(
      [
        'brands',
        'companyName',
        'defaultCurrency',
        'locale',
        'productName',
        'supportEmail',
        'timeZone',
      ].sort(),
    );
    expect(publicSettingsSchema.parse(shown)).toEqual(shown);
    for (const secret of [
      'marginFloorPercent',
      'holdHours',
      'defaultVatRatePercent',
      'defaultPaymentTermsDays',
      'experiments',
      'signUpEmailDomains',
      'version',
    ]) {
      expect(shown, secret).not.toHaveProperty(secret);
    }
  });
});
