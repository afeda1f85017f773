import type { Widen } from '../../../i18n';
import type { NotificationsMessagesEn } from './messages';

/** The French texts of the notifications panel (typed by the English shape in messages.ts). */
export const fr: Widen<NotificationsMessagesEn> = {
  title: 'Notifications',
  unread: '{count, plural, =0 {Rien de non lu} one {# non lue} other {# non lues}}',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lu',
  markReadOf: 'Marquer « {title} » comme lu',
  unreadMarker: 'Non lu',
  emptyTitle: 'Vous êtes à jour',
  emptyText:
    'Les demandes qui vous sont attribuées, les validations et les réservations qui ont besoin de vous apparaissent ici.',
  loading: 'Chargement des notifications',
  loadFailed: 'Les notifications n’ont pas pu être chargées.',
  retry: 'Réessayer',
  markFailed: 'Les notifications n’ont pas pu être marquées comme lues.',
  due: 'Échéance {when}',
  listLabel: 'Vos notifications',
  kinds: {
    enquiryAssigned: 'Demande qui vous est attribuée',
    offerApproval: 'Ligne d’offre en attente de votre validation',
    bookingIssue: 'Problème signalé sur votre réservation',
    bookingArrivalUnconfirmed: 'Arrivée non confirmée par le propriétaire',
  },
};
