import type { Widen } from '../../i18n';
import type { HomeMessagesEn } from './messages';

/** The French texts of the home screen (/dashboard) (typed by the English shape in messages.ts). */
export const fr: Widen<HomeMessagesEn> = {
  greetings: {
    morning: 'Bonjour, {name}',
    afternoon: 'Bon après-midi, {name}',
    evening: 'Bonsoir, {name}',
  },
  intro: 'Ce qui est à faire aujourd’hui passe en premier.',
  updated: 'Mis à jour {time}',
  today: 'Aujourd’hui',
  todayDate: 'Aujourd’hui, {date}',
  allClear: 'Rien ne vous attend aujourd’hui.',
  figures: 'Chiffres clés',
  createEnquiry: 'Créer une demande',
  severity: { critical: 'Urgent', warning: 'À faire', good: 'Rien en attente' },
  trend: {
    up: '+{change} sur {days, plural, one {le jour précédent} other {les # jours précédents}}',
    down: '−{change} sur {days, plural, one {le jour précédent} other {les # jours précédents}}',
    flat: 'Comme {days, plural, one {le jour précédent} other {les # jours précédents}}',
    none: '— rien {days, plural, one {le jour précédent} other {les # jours précédents}}',
  },
  cards: {
    enquiriesMineDue: 'Vos demandes à traiter aujourd’hui',
    enquiriesAwaitingApproval: 'Demandes avec offres à approuver',
    enquiriesNotAssigned: 'Demandes à attribuer',
    bookingsArrivalsToday: 'Arrivées du jour',
    bookingsDeparturesToday: 'Départs du jour',
    bookingsArrivalsTomorrow: 'Arrivées de demain',
    bookingsDeparturesTomorrow: 'Départs de demain',
    bookingsNeedsAttention: 'Séjours à surveiller',
    tasksMineOverdue: 'Vos tâches en retard',
    invoicesOverdue: 'Factures en retard',
    enquiriesOverdue: 'Demandes hors délai de réponse',
    enquiriesReceived: 'Demandes reçues, 7 derniers jours',
    bookingsMade: 'Réservations, 30 derniers jours',
    bookingsActive: 'Séjours en cours',
    staleAvailability: 'Disponibilités à confirmer',
    companiesWithoutBilling: 'Sociétés sans société de facturation',
  },
  reasons: {
    overdue: '{count} hors délai de réponse',
    landlordUnconfirmed: '{count} sans confirmation du propriétaire',
    extensionDecisionDue: '{count} décision de prolongation à prendre',
    depositNotReturned: '{count} caution non restituée',
    flaggedIssue: '{count} problème signalé',
  },
};
