import { defineMessages, type Widen } from '../../../i18n';

/** The home page's public property requests card. */
const en = {
  title: 'Public property requests',
  description: 'Requests sent through the public form, waiting to become enquiries.',
  count: '{count, plural, one {# new request} other {# new requests}}',
  convert: 'Convert to enquiry',
  convertFor: 'Convert {reference} from {name} to an enquiry',
  stay: '{location} · {dates}',
  openEnded: 'from {from}',
  range: '{from} – {to}',
  received: 'Received {when}',
} as const;

const fr: Widen<typeof en> = {
  title: 'Demandes de logement publiques',
  description: 'Demandes envoyées par le formulaire public, en attente de devenir des demandes.',
  count: '{count, plural, one {# nouvelle demande} other {# nouvelles demandes}}',
  convert: 'Convertir en demande',
  convertFor: 'Convertir {reference} de {name} en demande',
  stay: '{location} · {dates}',
  openEnded: 'à partir du {from}',
  range: '{from} – {to}',
  received: 'Reçue {when}',
};

export const requestsMessages = defineMessages(en, fr);
