import type { Widen } from '../../i18n';
import type { InvoicesMessagesEn } from './messages';
import { invoicesNav } from './nav-messages';

/** The French texts of the module (typed by the English shape in messages.ts). */
export const fr: Widen<InvoicesMessagesEn> = {
  nav: invoicesNav.fr,
  title: 'Factures',
  searchLabel: 'Rechercher des factures',
  searchPlaceholder: 'Numéro, société, société de facturation ou bon de commande',
  tabsLabel: 'Onglets des factures',
  tabs: {
    all: 'Toutes',
    draft: 'Brouillons',
    issued: 'Émises',
    partPaid: 'Payées en partie',
    overdue: 'En retard',
    paid: 'Payées',
    credited: 'Créditées',
    void: 'Annulées',
    deleted: 'Supprimées',
  },
  statuses: {
    draft: 'Brouillon',
    issued: 'Émise',
    partPaid: 'Payée en partie',
    paid: 'Payée',
    overdue: 'En retard',
    void: 'Annulée',
    credited: 'Créditée',
  },
  total: '{count, plural, =0 {Aucune facture} one {# facture} other {# factures}}',
  emptyTitle: 'Aucune facture ici',
  emptyText:
    'Les factures de cet onglet, ou qui correspondent à votre recherche, sont listées ici.',
  columns: {
    number: 'Numéro',
    billingCompany: 'Société de facturation',
    client: 'Client',
    servicePeriod: 'Période de service',
    issueDate: 'Date d’émission',
    dueDate: 'Échéance',
    total: 'Total',
    balance: 'Solde',
    status: 'Statut',
  },
  draftNumber: 'Brouillon',
  noClient: 'Aucun client',
  notSet: 'Non renseignée',
  period: '{from} – {to}',
  overdueSince: 'En retard',
  purchaseOrder: 'BC {purchaseOrder}',
};
