import { defineMessages, useMessages, type Widen } from '../../../i18n';
import { offersEn } from './messages';

/**
 * The offer texts until the enquiries module's messages (which include them under `offers`)
 * exist: the same objects, read as `m.offers.…` either way.
 */
const offersBundle = defineMessages({ offers: offersEn }, () =>
  import('./messages.fr').then((m) => ({ offers: m.offersFr })),
);

export type OffersMessages = Widen<typeof offersEn>;

/** The offer texts of the user's language. */
export function useOffersMessages(): OffersMessages {
  return useMessages(offersBundle).offers;
}
