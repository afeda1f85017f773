import type { Widen } from '../../i18n';
import type { HelpMessagesEn } from './messages';
import { helpNav } from './nav-messages';

/** The French texts of the help module (typed by the English shape in messages.ts). */
export const fr: Widen<HelpMessagesEn> = {
  nav: helpNav.fr,
  title: 'Aide',
  intro:
    'Comment faire les tâches du quotidien, étape par étape, avec un lien vers l’écran de chaque étape.',
  searchLabel: 'Rechercher dans l’aide',
  searchPlaceholder: 'Demande, réservation, facture, paiement…',
  results: '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
  emptyTitle: 'Aucun article ne correspond à « {query} »',
  emptyText: 'Essayez un autre mot, comme demande, réservation, facture ou paiement.',
  clearSearch: 'Effacer la recherche',
  listLabel: 'Articles d’aide',
  readArticle: 'Lire : {title}',
  back: 'Tous les articles d’aide',
  steps: 'Étapes',
  stepsCount: '{count, plural, one {# étape} other {# étapes}}',
  goTo: 'Aller à {screen}',
  notFoundTitle: 'Cet article n’existe pas',
  notFoundText: 'Il a peut-être été renommé. Tous les articles sont listés sur la page d’aide.',
  screens: {
    enquiryCreate: 'Créer une demande',
    enquiriesList: 'Demandes',
    bookingCreate: 'Créer une réservation',
    bookingsList: 'Réservations',
    invoiceBookings: 'Réservations à facturer',
    invoiceCreate: 'Créer une facture',
    invoicesList: 'Factures',
    bankPayments: 'Paiements bancaires',
    bankPaymentCreate: 'Ajouter des paiements bancaires',
    negativeInvoiceCreate: 'Facture négative',
    creditNotes: 'Avoirs',
  },
  articles: {
    takeEnquiry: {
      title: 'Prendre une demande',
      summary:
        'Enregistrer la demande de séjour d’un client ou d’une société, au téléphone ou depuis un e-mail.',
      steps: {
        open: 'Ouvrez Demandes › Créer.',
        guest:
          'Choisissez la société (et la filiale ou l’agent) d’où vient la demande, le réservataire et les voyageurs. Un voyageur pas encore enregistré peut être ajouté depuis le formulaire.',
        stay: 'Saisissez les dates, le lieu et le rayon, le nombre de personnes, les chambres, le budget et l’heure limite de réponse.',
        save: 'Enregistrez : la demande reçoit sa référence ENQ- et attend dans Non attribuées jusqu’à ce que quelqu’un la prenne.',
        find: 'Les demandes qui vous sont attribuées sont dans l’onglet Vos demandes, et dans la cloche de notifications.',
      },
    },
    offerProperties: {
      title: 'Proposer des logements',
      summary:
        'Choisir des logements pour une demande, les chiffrer et envoyer un devis au client.',
      steps: {
        open: 'Ouvrez la demande depuis l’onglet Vos demandes.',
        search:
          'Dans Logements choisis, appuyez sur Ajouter des logements : les logements libres aux dates dans le rayon sont listés, du plus proche au plus loin.',
        price:
          'Saisissez pour chaque ligne le coût propriétaire et le prix de vente par nuit ; la marge s’affiche pendant la saisie.',
        approval:
          'Une ligne hors politique (marge trop faible, budget dépassé) doit être validée : appuyez sur Demander la validation, un masteradmin la valide depuis l’onglet En attente de validation.',
        send: 'Appuyez sur Créer un devis pour envoyer au client les lignes choisies ; sa réponse est enregistrée sur chaque ligne.',
      },
    },
    book: {
      title: 'Réserver un séjour',
      summary: 'Transformer une offre acceptée en réservation, ou réserver un séjour directement.',
      steps: {
        accept:
          'Sur la demande, marquez comme acceptée la ligne choisie par le client : la réservation en est créée, avec ses prix.',
        direct:
          'Pour un séjour sans demande, ouvrez Réservations › Créer et choisissez le logement, les dates et les prix.',
        confirm:
          'Sur la réservation, enregistrez la confirmation du propriétaire ; une arrivée non confirmée apparaît comme à traiter.',
        check:
          'Vos réservations sont dans l’onglet Vos réservations ; les arrivées et départs du jour dans Arrivées et Départs.',
      },
    },
    extendStay: {
      title: 'Prolonger un séjour',
      summary: 'Ajouter des nuits à une réservation quand le voyageur reste plus longtemps.',
      steps: {
        find: 'Trouvez la réservation dans l’onglet Actives des réservations (ou cherchez sa référence).',
        open: 'Ouvrez-la et appuyez sur Prolonger le séjour.',
        dates: 'Saisissez le nouveau départ, le prix et le coût par nuit des nuits ajoutées.',
        save: 'Enregistrez : le départ est déplacé, la prolongation est listée sur la réservation et ses nuits peuvent être facturées.',
      },
    },
    invoice: {
      title: 'Facturer une réservation',
      summary: 'Facturer les nuits d’une réservation à sa société de facturation.',
      steps: {
        bookings:
          'Ouvrez Factures › Réservations pour voir les réservations dont des nuits ne sont pas encore facturées.',
        create:
          'Créez la facture depuis une réservation, ou ouvrez Factures › Créer et choisissez la société de facturation.',
        lines:
          'Vérifiez les lignes (nuits, extras, taux de TVA) et le bon de commande quand la société en exige un.',
        send: 'Émettez-la : elle prend le numéro suivant et apparaît dans Factures, où vous pouvez télécharger le PDF.',
      },
    },
    matchBankPayment: {
      title: 'Rapprocher un paiement bancaire',
      summary: 'Relier l’argent reçu sur le compte bancaire aux factures qu’il paie.',
      steps: {
        import:
          'Saisissez un paiement à la main, ou importez le relevé bancaire (CSV) dans Ajouter des paiements bancaires.',
        list: 'Ouvrez Paiements bancaires : les nouveaux paiements sont Non rapprochés.',
        match:
          'Appuyez sur Rapprocher sur un paiement et choisissez les factures qu’il paie ; les suggestions de même montant ou référence viennent en premier.',
        check:
          'Le paiement devient Rapproché (ou Partiellement rapproché) et les factures apparaissent payées ou partiellement payées.',
      },
    },
    recordPayment: {
      title: 'Enregistrer un paiement',
      summary: 'Enregistrer sur une facture un paiement reçu autrement (carte, chèque).',
      steps: {
        open: 'Ouvrez la facture depuis Factures.',
        payment:
          'Appuyez sur Enregistrer un paiement et saisissez le montant, la date et le moyen de paiement.',
        save: 'Enregistrez : le solde de la facture baisse et son statut devient partiellement payée ou payée.',
      },
    },
    creditInvoice: {
      title: 'Créditer une facture',
      summary: 'Corriger une facture émise par un avoir (une facture émise n’est jamais modifiée).',
      steps: {
        open: 'Ouvrez la facture depuis Factures et appuyez sur Avoir.',
        credit:
          'Choisissez ce qui est crédité (toute la facture, ou des lignes et quantités) ; pour un avoir sans facture, utilisez Facture négative.',
        check:
          'L’avoir prend son propre numéro et est listé dans Avoirs ; la facture indique ce qui a été crédité.',
      },
    },
  },
};
