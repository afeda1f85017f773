import type { Messages } from '../types';

export const modules: Messages['modules'] = {
  propertiesList: {
    title: 'Annonces',
    text: 'Tous les logements proposés par les propriétaires, avec type, lieu, statut et coût par nuit, seront listés ici.',
  },
  propertyDetail: {
    title: 'Annonce',
    text: 'L’adresse, les pièces, les équipements, les coûts et la disponibilité de ce logement seront affichés ici.',
  },
  propertyCreate: {
    title: 'Créer une annonce',
    text: 'Le formulaire pour ajouter le logement d’un propriétaire, avec ses pièces, équipements et coûts, sera ici.',
  },
  propertySuccess: {
    title: 'Annonce enregistrée',
    text: 'La confirmation d’une nouvelle annonce sera affichée ici.',
  },
  propertiesReport: {
    title: 'Rapport des annonces',
    text: 'Les chiffres des annonces par statut, zone et disponibilité seront présentés ici.',
  },
  enquiriesList: {
    title: 'Demandes',
    text: 'Les demandes reçues, en onglets par statut avec un compteur par onglet, seront listées ici.',
  },
  enquiriesReport: {
    title: 'Rapport des demandes',
    text: 'Les chiffres des demandes reçues, converties et perdues seront présentés ici.',
  },
  enquiryCreate: {
    title: 'Créer une demande',
    text: 'Le formulaire pour indiquer qui doit séjourner, où, quand et avec quel budget sera ici.',
  },
  enquiryDetail: {
    title: 'Demande',
    text: 'Les besoins, le responsable et les logements proposés pour cette demande seront affichés ici.',
  },
  enquiryPropertyHistory: {
    title: 'Historique de l’offre',
    text: 'Chaque changement de prix et de statut de ce logement pour la demande sera listé ici.',
  },
  bookingCreate: {
    title: 'Créer une réservation',
    text: 'Le formulaire pour réserver un logement pour les voyageurs d’une demande sera ici.',
  },
  bookingsList: {
    title: 'Réservations',
    text: 'Les réservations, en onglets comme arrivées, départs, en cours et à traiter, seront listées ici.',
  },
  bookingDetail: {
    title: 'Réservation',
    text: 'Le séjour, les voyageurs, le logement, les prolongations, les coûts et la marge seront affichés ici.',
  },
  bookingsReport: {
    title: 'Rapport des réservations',
    text: 'Les chiffres des réservations, nuitées et marges seront présentés ici.',
  },
  invoicesList: {
    title: 'Factures',
    text: 'Les factures avec leur numéro, société de facturation, statut, total et solde seront listées ici.',
  },
  invoiceDetail: {
    title: 'Facture',
    text: 'Les articles, taxes, paiements et le solde de cette facture seront affichés ici.',
  },
  invoicePayment: {
    title: 'Paiement de facture',
    text: 'L’enregistrement d’un paiement pour cette facture se fera ici.',
  },
  invoiceCreate: {
    title: 'Créer une facture',
    text: 'Le formulaire pour facturer des réservations à une société de facturation sera ici.',
  },
  negativeInvoiceCreate: {
    title: 'Créer une facture négative',
    text: 'Le formulaire pour émettre une facture négative sera ici.',
  },
  invoiceItems: {
    title: 'Articles de facture',
    text: 'Le catalogue des articles que les factures peuvent contenir sera listé ici.',
  },
  taxRates: {
    title: 'Taux de taxe',
    text: 'Les taux de taxe appliqués aux articles de facture seront listés ici.',
  },
  invoiceAuth: {
    title: 'Autorisation comptable',
    text: 'La connexion au service comptable qui reçoit les factures se fera ici.',
  },
  invoiceConfirmation: {
    title: 'Confirmation de facture',
    text: 'La confirmation d’une facture émise sera affichée ici.',
  },
  invoiceBookings: {
    title: 'Réservations à facturer',
    text: 'Les réservations à facturer seront listées ici.',
  },
  creditNotes: {
    title: 'Avoirs',
    text: 'Les avoirs et la facture que chacun crédite seront listés ici.',
  },
  bankPayments: {
    title: 'Paiements bancaires',
    text: 'Les paiements bancaires et leur rapprochement avec les factures seront listés ici.',
  },
  bankPaymentCreate: {
    title: 'Créer un paiement bancaire',
    text: 'Le formulaire pour enregistrer un paiement bancaire sera ici.',
  },
  tracker: {
    title: 'Suivi',
    text: 'Les arrivées, départs, prolongations et paiements à relancer seront suivis ici.',
  },
  landlordCreate: {
    title: 'Créer un propriétaire',
    text: 'Le formulaire pour ajouter un propriétaire avec ses coordonnées et sa société sera ici.',
  },
  landlordsList: {
    title: 'Propriétaires',
    text: 'Les propriétaires avec leurs coordonnées et leurs logements seront listés ici.',
  },
  landlordDetail: {
    title: 'Propriétaire',
    text: 'Les contacts, logements, certifications et badges de ce propriétaire seront affichés ici.',
  },
  tasks: {
    title: 'Tâches',
    text: 'Les tâches avec leur échéance, leur responsable et le dossier concerné seront listées ici.',
  },
  reporting: {
    title: 'Rapports',
    text: 'Les rapports sur les demandes, réservations et factures seront regroupés ici.',
  },
  help: {
    title: 'Aide',
    text: 'Les guides pour travailler dans Staydesk seront ici.',
  },
};
