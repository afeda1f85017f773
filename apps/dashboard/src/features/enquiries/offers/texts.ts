import { useMessages, type Widen } from '../../../i18n';
import { enquiriesMessages } from '../messages';
import type { offersEn } from './messages';

export type OffersMessages = Widen<typeof offersEn>;

/** The offer texts of the user's language: the enquiries module's messages under `offers`. */
export function useOffersMessages(): OffersMessages {
  return useMessages(enquiriesMessages).offers;
}
