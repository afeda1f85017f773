import type { Messages } from '../types';

export const common: Messages['common'] = {
  dates: { choose: 'Choisir une date', previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' },
  loading: 'Chargement...',
  /** Who made a record (the creator chip). */
  creatorSystem: 'Système',
  creatorUnknown: 'Ancien compte',
  openAccount: 'Ouvrir le compte de {name}',
  /** The pages of a paged list. */
  pagination: 'Pages',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  page: 'Page {page}',
  showPassword: 'Afficher le mot de passe',
  home: 'Accueil',
  create: 'Créer',
  close: 'Fermer',
  moreActions: 'Plus',
  moreActionsLabel: 'Plus d’actions',
  /** The dialogs' Cancel, and what their action button announces while it runs. */
  cancel: 'Annuler',
  working: 'En cours…',
  dismiss: 'Ignorer',
  retry: 'Réessayer',
  /** A list's header action: every row of its search, filters, tab and sort as a file. */
  exportCsv: 'Exporter en CSV',
  offline:
    'Vous êtes hors ligne. Les modifications ne peuvent pas être enregistrées avant le retour de la connexion.',
  backOnline: 'Vous êtes de nouveau en ligne.',
  productFallback: 'Staydesk',
  imageFormatsHint: 'PNG, JPEG, JPG, WEBP ou AVIF ; ou déposez-les ici.',
  chosenImages: 'Images choisies',
  /** The company types (companyTypeSchema): the companies screens and the audit log show them. */
  companyTypes: {
    corporate: 'Entreprise',
    insurance: 'Assurance',
    relocation: 'Relocation',
    travelManagement: 'Gestion des voyages',
    contractor: 'Sous-traitant',
    public: 'Secteur public',
    other: 'Autre',
  },
};
