/**
 * Property option labels (spec §3 wording, kept exact), shared by the properties module and the
 * public property page; French in ../fr/property-options.ts.
 */
export const propertyOptionsEn = {
  type: {
    house: 'House',
    bungalow: 'Bungalow',
    maisonette: 'Maisonette',
    apartment: 'Apartment',
    duplex: 'Duplex Apartment',
    studio: 'Studio',
    mobile: 'Mobile Home',
    annex: 'Annex',
  },
  bed: {
    single: 'Single',
    double: 'Double',
    king: 'King',
    sofa: 'Sofa Bed',
    cots: 'Cot',
    twins: 'Twin Single',
    bunk: 'Bunk',
  },
  bathroom: {
    wc: 'WC',
    'walk-in-shower': 'Walk-in Shower',
    'wet-room': 'Wet Room',
    bath: 'Bath',
    'bath-plus-shower': 'Bath with Shower',
    'bath-plus-free-shower': 'Bath and Separate Shower',
  },
  parking: {
    'on-site-free': 'On-site (Free)',
    'on-site-chargeable': 'On-site (Chargeable)',
    'off-site-free': 'Off-site (Free)',
    'off-site-chargeable': 'Off-site (Chargeable)',
  },
  noParking: 'No parking',
  pets: { 'yes-free': 'Yes (Free)', 'yes-chargeable': 'Yes (Chargeable)', no: 'No' },
  checkIn: { 'meet-and-greet': 'Meet and Greet', 'key-box': 'Key Box' },
  amenityTab: {
    general: 'Summary',
    kitchen: 'Kitchen',
    laundry: 'Laundry',
    outside: 'Outside',
    safety: 'Safety',
  },
} as const;

export type PropertyOptionsEn = typeof propertyOptionsEn;
