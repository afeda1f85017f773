import type { Widen } from '../../i18n';
import type { CompaniesMessagesEn } from './messages';

/** The French texts of t.companies (typed by the English shape in messages.ts). */
export const fr: Widen<CompaniesMessagesEn> = {
  title: 'Entreprises',
  subcompaniesTitle: 'Filiales',
  createCompany: 'Créer une entreprise',
  searchLabel: 'Rechercher des entreprises',
  searchPlaceholder: 'Nom ou raison sociale',
  withoutBillingFilter: 'Seulement les sociétés sans société de facturation',
  clearFilter: 'Effacer le filtre',
  tabsLabel: 'Types d’entreprise',
  tabs: { all: 'Toutes', top: 'Entreprises', sub: 'Filiales' },
  columns: {
    name: 'Nom',
    legalName: 'Raison sociale',
    type: 'Type',
    parent: 'Société mère',
    created: 'Créée',
  },
  total: '{count, plural, one {# entreprise} other {# entreprises}}',
  emptyTitle: 'Aucune entreprise trouvée',
  emptyText: 'Aucune entreprise ne correspond à cette recherche.',
};
