import type { Widen } from '../../../i18n';
import type { AccountingMessagesEn } from './messages';

/** The French texts of the accounting connection (typed by the English shape in messages.ts). */
export const fr: Widen<AccountingMessagesEn> = {
  title: 'Autorisation comptable',
  intro:
    'Les factures émises, les avoirs et les paiements partent vers la comptabilité sous forme de journal en partie double.',
  exportNotGranted:
    'Lancer et télécharger les exports de journaux demande la permission financière d’exporter les journaux. Un administrateur peut l’accorder à votre rôle.',
  connection: {
    title: 'Connexion',
    provider: 'Logiciel comptable',
    csvJournal: 'Journal CSV (intégré)',
    status: 'État',
    noConnectionNeeded: 'Aucune connexion nécessaire',
    noConnectionNeededText:
      'Le journal est un fichier CSV à télécharger puis à importer dans votre logiciel comptable.',
    connected: 'Connecté',
    notConnected: 'Non connecté',
    notConnectedText: 'Connectez {provider} avant d’y exporter.',
    organisation: 'Dossier',
    connectedAt: 'Connecté le',
    connectedBy: 'Connecté par',
    connect: 'Connecter {provider}',
    reconnect: 'Reconnecter',
    disconnect: 'Déconnecter',
    disconnectTitle: 'Déconnecter {provider} ?',
    disconnectText:
      'Les exports vers {provider} s’arrêtent jusqu’à une nouvelle connexion. Les journaux déjà exportés y restent.',
    loadError: 'La connexion n’a pas pu être lue.',
    retry: 'Réessayer',
  },
  exportForm: {
    title: 'Exporter un journal',
    description:
      'Les factures et avoirs selon leur date d’émission, les paiements selon leur date. Chaque pièce n’est exportée qu’une fois, sauf si vous le redemandez.',
    period: 'Période',
    presets: {
      lastMonth: 'Mois dernier',
      thisMonth: 'Ce mois-ci',
      lastQuarter: 'Trimestre dernier',
      thisQuarter: 'Ce trimestre',
      lastYear: 'Année dernière',
      thisYear: 'Cette année',
      custom: 'Choisir les dates',
    },
    dates: 'Du – au',
    periodText: '{from} – {to}',
    what: 'À exporter',
    kinds: {
      invoices: 'Factures émises',
      creditNotes: 'Avoirs',
      payments: 'Paiements',
    },
    chooseOne: 'Choisissez-en au moins un',
    chooseDates: 'Choisissez le premier et le dernier jour',
    includeExported: 'Exporter à nouveau ce qui a déjà été exporté',
    includeExportedHint: 'Sinon, les pièces d’un export précédent sont laissées de côté.',
    submit: 'Exporter le journal',
    submitTo: 'Exporter vers {provider}',
    needsConnection: 'Connectez d’abord {provider} : l’export demande une connexion autorisée.',
  },
  history: {
    title: 'Exports',
    empty: 'Aucun export pour l’instant',
    emptyText: 'Chaque export est listé ici avec son fichier journal à télécharger.',
    columns: {
      date: 'Exporté',
      period: 'Période',
      documents: 'Pièces',
      total: 'Total',
      by: 'Par',
      file: 'Fichier',
    },
    counts: {
      invoices: '{count, plural, one {# facture} other {# factures}}',
      creditNotes: '{count, plural, one {# avoir} other {# avoirs}}',
      payments: '{count, plural, one {# paiement} other {# paiements}}',
    },
    lines: '{count, plural, one {# ligne} other {# lignes}}',
    again: 'exporté à nouveau',
    sentAs: 'Envoyé à {provider} sous {reference}',
    download: 'Télécharger',
    downloadOf: 'Télécharger le journal de {period}',
    label: 'Exports réalisés',
  },
  confirmation: {
    title: 'Connexion comptable',
    checking: 'Confirmation de la connexion…',
    successTitle: 'Connecté',
    successText:
      '{provider} est connecté. Les factures émises, avoirs et paiements peuvent maintenant y être exportés.',
    organisationText: 'Dossier : {organisation}',
    failureTitle: 'La connexion n’a pas été établie',
    refused: 'Le logiciel comptable n’a pas autorisé la connexion.',
    missing:
      'Cette page est celle où le logiciel comptable vous renvoie après autorisation. Rien n’est revenu avec cette adresse : recommencez la connexion.',
    back: 'Retour à la comptabilité',
  },
};
