import type { Widen } from '../../i18n';
import type { BillingCompaniesMessagesEn } from './billing-messages';

/** The French texts of t.billingCompanies (typed by the English shape in billing-messages.ts). */
export const fr: Widen<BillingCompaniesMessagesEn> = {
  title: 'Entreprises de facturation',
  searchLabel: 'Rechercher des entreprises de facturation',
  searchPlaceholder: 'Raison sociale ou numéro de TVA',
  columns: {
    legalName: 'Raison sociale',
    company: 'Entreprise',
    vatNumber: 'Numéro de TVA',
    paymentTerms: 'Délai de paiement',
    purchaseOrder: 'Bon de commande',
    grouping: 'Facturation',
  },
  days: '{count, plural, one {# jour} other {# jours}}',
  required: 'Obligatoire',
  notRequired: 'Facultatif',
  groupings: {
    perBooking: 'Une facture par réservation',
    monthly: 'Mensuelle par réservation',
    consolidated: 'Mensuelle consolidée',
  },
  total: '{count, plural, one {# entreprise de facturation} other {# entreprises de facturation}}',
  empty: 'Aucune entreprise de facturation ne correspond à cette recherche.',
};
