import type { Widen } from '../../../i18n';
import type { RequestsMessagesEn } from './messages';

/** The French texts of the public property requests list (typed by the English shape). */
export const fr: Widen<RequestsMessagesEn> = {
  title: 'Demandes publiques',
  searchLabel: 'Rechercher des demandes publiques',
  searchPlaceholder: 'Référence, nom ou e-mail',
  tabsLabel: 'Statut de la demande',
  tabs: { new: 'Nouvelles', converted: 'Converties', closed: 'Fermées' },
  total: '{count, plural, =0 {Aucune demande} one {# demande} other {# demandes}}',
  emptyTitle: 'Aucune demande ici',
  emptyText:
    'Les demandes envoyées par le formulaire public, ou qui correspondent à votre recherche, sont listées ici.',
  columns: {
    reference: 'Référence',
    from: 'De',
    stay: 'Séjour',
    received: 'Reçue',
    action: 'Action',
  },
  openEnded: 'à partir du {from}',
  range: '{from} – {to}',
  guests: '{count, plural, one {# personne} other {# personnes}}',
  convert: 'Convertir en demande',
  convertFor: 'Convertir {reference} de {name} en demande',
  openEnquiry: 'Ouvrir la demande',
  openEnquiryFor: 'Ouvrir la demande issue de {reference}',
  closed: 'Fermée',
};
