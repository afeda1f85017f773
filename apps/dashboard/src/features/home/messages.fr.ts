import type { Widen } from '../../i18n';
import type { HomeMessagesEn } from './messages';

/** The French texts of the home screen (/dashboard) (typed by the English shape in messages.ts). */
export const fr: Widen<HomeMessagesEn> = {
  greetings: {
    morning: 'Bonjour, {name}',
    afternoon: 'Bon après-midi, {name}',
    evening: 'Bonsoir, {name}',
  },
  intro: 'Voici ce qui demande votre attention aujourd’hui.',
  attention: 'À traiter',
  overview: 'En un coup d’œil',
  nothingToDo: 'Rien ne demande votre attention pour le moment.',
  updated: 'Mis à jour {time}',
  quickLinks: 'Liens rapides',
  viewList: 'Voir la liste',
  summary: {
    newPropertyRequests: 'Nouvelles demandes de logement à traiter',
    propertyRequestsLastDay: 'Demandes de logement des dernières 24 heures',
    companies: 'Entreprises clientes',
    subcompanies: 'Filiales',
    companiesWithoutBilling: 'Entreprises sans entreprise de facturation',
    activeStaff: 'Comptes actifs',
    staffSignedInToday: 'Collègues connectés ces dernières 24 heures',
    bookingsArrivalsToday: 'Arrivées du jour',
    bookingsDeparturesToday: 'Départs du jour',
    bookingsUrgent: 'Réservations urgentes',
    bookingsNeedsAttention: 'Réservations à traiter',
  },
  links: {
    createEnquiry: 'Créer une demande',
    enquiries: 'Demandes',
    bookings: 'Réservations',
    invoices: 'Factures',
    createCompany: 'Créer une entreprise',
    accounts: 'Comptes',
    administration: 'Administration',
    settings: 'Paramètres',
  },
};
