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
  columnsMore: { status: 'Statut', actions: 'Actions' },
  statusActive: 'Active',
  statusInactive: 'Désactivée',
  isDefault: 'Par défaut',
  create: 'Nouvelle entreprise de facturation',
  actions: {
    menu: 'Actions pour {name}',
    edit: 'Modifier',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    delete: 'Supprimer',
    makeDefault: 'Définir par défaut',
  },
  confirm: {
    deactivateTitle: 'Désactiver {name} ?',
    deactivateText:
      'Elle reste sur les factures qui la nomment et n’est plus proposée pour les nouvelles demandes et réservations.',
    reactivateTitle: 'Réactiver {name} ?',
    reactivateText: 'Elle est de nouveau proposée pour les nouvelles demandes et réservations.',
    deleteTitle: 'Supprimer {name} ?',
    deleteText:
      'Une entreprise de facturation nommée sur des factures n’est jamais supprimée : désactivez-la plutôt.',
    makeDefaultTitle: 'Définir {name} par défaut ?',
    makeDefaultText:
      'Les nouvelles demandes et réservations de {company} la reprennent, et ses réservations arrivent dans Factures › Réservations.',
  },
  section: {
    title: 'Entreprises de facturation',
    none: 'Cette entreprise n’a pas encore d’entreprise de facturation : ses réservations ne peuvent pas être facturées.',
    noDefault:
      'Aucune entreprise de facturation par défaut : choisissez-en une, ou ajoutez-en une par défaut.',
    add: 'Ajouter une entreprise de facturation',
  },
  form: {
    createTitle: 'Nouvelle entreprise de facturation',
    editTitle: 'Modifier {name}',
    ofCompany: 'Une entreprise de facturation de {name}.',
    create: 'Créer l’entreprise de facturation',
    save: 'Enregistrer les modifications',
    companyPlaceholder: 'Saisissez le nom d’une entreprise',
    noMatches: 'Aucun résultat',
    street: 'Rue',
    zip: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    accountsEmails: 'E-mails de la comptabilité',
    accountsEmailsHint: 'Où les factures sont envoyées ; séparez-en plusieurs par des virgules.',
    paymentTermsDays: 'Délai de paiement (jours)',
    invoicePrefix: 'Préfixe des factures',
    invoicePrefixHint: 'Jusqu’à 12 caractères, par ex. ACME-.',
    purchaseOrderRequired: 'Un bon de commande est obligatoire',
    makeDefault: 'En faire l’entreprise de facturation par défaut',
    errors: {
      company: 'Choisissez l’entreprise',
      legalName: 'La raison sociale est obligatoire',
      tooLong: 'Trop long',
      days: 'Saisissez un nombre de jours de 0 à 365',
      emails: 'Saisissez jusqu’à 20 adresses e-mail valides, séparées par des virgules',
    },
  },
};
