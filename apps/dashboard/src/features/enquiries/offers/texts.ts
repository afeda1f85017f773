import { defineMessages, useMessages, type Widen } from '../../../i18n';
import { offersEn } from './messages';

export type OffersMessages = Widen<typeof offersEn>;

/**
 * The offer texts are a bundle of their own (French in messages.fr.ts), not part of the enquiries
 * module's messages, so the list and the create form do not load them.
 */
const offersMessages = defineMessages(offersEn, () =>
  import('./messages.fr').then((m) => m.offersFr),
);

/** The offer texts of the user's language. */
export function useOffersMessages(): OffersMessages {
  return useMessages(offersMessages);
}
