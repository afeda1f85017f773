import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the public pages (/public/...): English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  propertyTitle: 'Property',
  propertyNotFoundTitle: 'Property not found',
  propertyNotFoundText: 'This property does not exist or is no longer available.',
  requestTitle: 'Request a property',
  requestText: 'Tell us what you need and our team will come back to you with options.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company',
  location: 'Location',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  aboutYou: 'About you',
  yourStay: 'Your stay',
  yourNeeds: 'What you need',
  locationHint: 'A town, a district or a postcode',
  checkOutHint: 'Leave it empty if you do not know yet',
  requestThisProperty: 'Request this property',
  requestingProperty: 'You are asking about',
  requestSentFor: 'Our team will check {title} for your dates, and suggest others like it.',
  adults: 'Adults',
  children: 'Children',
  bedrooms: 'Bedrooms',
  pets: 'Travelling with pets',
  parking: 'Parking needed',
  propertyDetails: '{bedrooms} bedrooms · up to {guests} guests',
  notes: 'Anything else we should know',
  submit: 'Send request',
  confirmationTitle: 'Request received',
  confirmationText: 'Thank you. Our team will contact you shortly.',
  confirmationReference: 'Your reference: {reference}',
  anotherRequest: 'Make another request',
} as const;

export type PublicMessagesEn = typeof en;

export const publicMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.publicPages`). */
export type PublicTexts = Messages & { readonly publicPages: Widen<PublicMessagesEn> };

export const usePublicTexts = (): PublicTexts => useTextsWith('publicPages', publicMessages);
