import type { ApiMessageCatalogue } from './api-messages';

/** The API's texts in French: the dashboard loads them with its French texts. */
export const API_MESSAGES_FR = {
  invalidInput: 'Vérifiez les champs signalés : {names}',
  invalidRequest: 'La requête n’est pas valide.',
  notFound: 'Élément introuvable',
  noSuchEndpoint: 'Adresse inconnue : {method} {path}',
  permissionDenied: 'Vous n’avez pas les droits nécessaires pour effectuer cette action.',
  signInRequired: 'Connectez-vous pour continuer',
  versionConflict:
    'Quelqu’un d’autre a modifié cet élément. Rechargez-le pour voir ses modifications, puis réessayez.',
  concurrentChange: 'Quelqu’un d’autre a modifié cet élément au même moment. Réessayez.',
  duplicateRecord: 'Cela entre en conflit avec un enregistrement existant. Rechargez et réessayez.',
  missingReference: 'La requête désigne un enregistrement qui n’existe pas.',
  valueNotAllowed: 'Une valeur de la requête n’est pas autorisée.',
  valueInvalid: 'Une valeur de la requête est trop longue ou n’est pas valide.',
  bodyTooLarge: 'Le contenu de la requête est trop volumineux',
  badEncoding: 'L’adresse n’est pas correctement encodée',
  rateLimited:
    '{what, select, signInAttempts {Trop de tentatives de connexion} addressAttempts {Trop de tentatives depuis cette adresse} signUps {Trop d’inscriptions depuis cette adresse} resetEmails {Trop d’e-mails de réinitialisation depuis cette adresse} propertyRequests {Trop de demandes de logement depuis cette adresse} other {Trop de tentatives}}. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  serverBusy:
    'Le serveur est occupé. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  timeout: 'Le serveur a mis trop de temps à traiter la requête. Réessayez plus tard.',
  serviceUnavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  serverError: 'Une erreur est survenue de notre côté. Réessayez. (Requête {requestId})',
  propertyTaken:
    'Le logement n’est pas disponible du {from} au {to} : il est occupé du {clashFrom} au {clashTo}.',
  bookingClash:
    'Le logement n’est pas disponible du {from} au {to} : il est occupé du {clashFrom} au {clashTo} par la réservation {reference}.',
  nightsTaken:
    'Le logement n’est pas disponible du {from} au {to} : une autre réservation a pris certaines de ces nuits au même moment. Réessayez.',
  statusMoveIllegal:
    'Une réservation ne peut pas passer de « {from, select, booked {Réservée} complete {Terminée} cancelled {Annulée} other {{from}}} » à « {to, select, booked {Réservée} complete {Terminée} cancelled {Annulée} other {{to}}} »',
  completeBeforeCheckOut:
    'Un séjour ne peut être terminé qu’à partir de son jour de départ ({checkOut})',
  cancelAfterStart:
    'Un séjour commencé ({checkIn}) ne peut pas être annulé ; terminez-le à partir de son jour de départ ({checkOut})',
  rebookAfterCheckOut:
    'Un séjour dont le jour de départ ({checkOut}) est passé ne peut pas être réservé de nouveau',
  requestClosed: 'La demande {reference} a déjà été convertie ou clôturée',
  checkFields: 'Vérifiez les champs signalés',
  billingNamedOnInvoices:
    'Cette société de facturation figure sur {count, plural, one {{count} facture} other {{count} factures}} : désactivez-la plutôt',
  billingIsDefault:
    'C’est la société de facturation par défaut de {company} : choisissez d’abord une autre société par défaut',
  billingInactive: 'Cette société de facturation est désactivée',
  billingOtherCompany: 'Cette société de facturation appartient à une autre entreprise',
  invalidForm: 'Formulaire non valide : {names}',
  noSuch:
    '{what, select, company {Entreprise introuvable} billingCompany {Société de facturation introuvable} account {Compte introuvable} booking {Réservation introuvable} property {Logement introuvable} landlord {Propriétaire introuvable} staffMember {Membre de l’équipe introuvable} agent {Agent introuvable} guest {Client introuvable} invoice {Facture introuvable} taxRate {Taux de TVA introuvable} enquiry {Demande introuvable} other {Élément introuvable}}',
  subcompanyParent: 'Une filiale ne peut pas avoir de filiales',
  ownParent: 'Une entreprise ne peut pas être sa propre société mère',
  parentWithSubcompanies: 'Une entreprise qui a des filiales ne peut pas devenir une filiale',
  deleteSubcompaniesFirst: 'Supprimez ou déplacez d’abord ses filiales',
  bookingStatusInvalid: 'Le statut d’une réservation est Réservée, Terminée ou Annulée',
  bookingNotLive: 'Seul un séjour réservé peut être modifié ainsi',
  statusReasonRequired: 'Indiquez la raison du changement de statut',
  statusReasonWithoutStatus: 'Une raison accompagne un changement de statut',
  extensionAfterCheckOut: 'Le nouveau départ doit être postérieur au départ actuel',
  extensionCurrency: 'La prolongation doit être tarifée dans la devise de la réservation',
  bookingNotDeleted: 'Seule une réservation supprimée peut être restaurée',
  bookingPurgeNeedsDeleted:
    'Supprimez d’abord la réservation ; seule une réservation supprimée peut être supprimée définitivement',
  notAnArrival:
    'Seule une confirmation d’arrivée d’une réservation peut enregistrer la confirmation du propriétaire',
  entryClosed: 'Cette entrée est déjà close',
  notBooked: 'Seul un séjour réservé peut être confirmé',
  automaticEntryFixed:
    'Le système a fixé le type et l’élément de cette entrée ; ils ne peuvent pas être modifiés',
  nothingToApply:
    'Cette entrée n’a ni nouveau prix ni nouvelle disponibilité à appliquer à un logement',
  alreadyApplied: 'Ces valeurs ont déjà été appliquées au logement',
  propertyCurrency: 'Les prix du logement sont en {currency}',
  notOutsidePolicy: 'Cette ligne respecte la politique : elle n’a pas besoin d’approbation',
  alreadyDecided: 'Cette ligne a déjà été approuvée pour ces prix',
  needsApprovalToAccept: 'Cette ligne doit être approuvée avant que le client puisse l’accepter',
  onlyOfferedOut: 'Seule une ligne proposée au client peut être acceptée',
  enquiryJustBooked: 'Cette demande vient d’être réservée ({reference}). Rechargez pour la voir.',
  offerDuplicate: 'Ce logement figure déjà sur la demande',
  assignFirst: 'Attribuez la demande avant de proposer une ligne',
  offerLineClosed: 'Cette ligne a été close comme Inadaptée : elle ne peut plus changer',
  notCreditable: 'Seule une facture émise peut faire l’objet d’un avoir',
  creditTooMuch: 'L’avoir dépasse les {left} restant à créditer sur cette facture',
  nothingToCredit: 'Il ne reste rien à créditer sur ces lignes',
  lineNotOnInvoice: 'Cette ligne ne figure pas sur la facture',
  creditLineQuantity: 'Il reste au plus {left} de cette ligne à créditer',
  paymentNotUnmatched:
    'Seul un paiement non rapproché peut être modifié. Annulez d’abord ses rapprochements.',
  paymentIgnored: 'Ce paiement est ignoré. Rétablissez-le avant de le rapprocher.',
  paymentNotIgnored: 'Ce paiement n’est pas ignoré',
  paymentIgnoredEdit: 'Ce paiement est ignoré. Rétablissez-le avant de le modifier.',
  allocationTooMuch:
    'Les montants dépassent les {unallocated} restant à rapprocher sur ce paiement',
  invoiceCurrency: 'La facture n’est pas en {currency}, la devise du paiement',
  allocationNotOnPayment: 'Ce rapprochement ne concerne pas ce paiement',
  statementFileRequired: 'Choisissez un relevé bancaire (CSV) à importer',
  fileTooLarge: 'Le fichier dépasse {megabytes} Mo',
  statementHasErrors:
    'Le relevé n’a pas été importé : {count, plural, one {{count} ligne est illisible} other {{count} lignes sont illisibles}} (voir la ligne {line}). Corrigez le fichier ou la correspondance des colonnes, puis importez de nouveau.',
  nothingToImport: 'Rien à importer : chaque ligne est un doublon ou une sortie d’argent',
  csvNotText:
    'Le fichier n’est pas un fichier texte (CSV). Exportez le relevé depuis votre banque au format CSV.',
  csvEmpty: 'Le fichier est vide.',
  csvUnclosedQuote:
    'Le fichier n’est pas un CSV valide : un champ entre guillemets ouvert à la ligne {line} n’est jamais fermé.',
  csvStrayQuote:
    'Le fichier n’est pas un CSV valide : un guillemet au milieu d’un champ à la ligne {line}.',
  csvInvalid: 'Le fichier n’est pas un CSV valide : la ligne {line} est illisible.',
  csvTooManyRows: 'Le fichier compte plus de {max} lignes. Découpez-le en fichiers plus petits.',
  csvTooManyColumns: 'Le fichier compte plus de {max} colonnes.',
  csvOneColumn:
    'Le fichier n’est pas un relevé bancaire CSV : ses lignes n’ont qu’une colonne. Les champs doivent être séparés par des virgules ou des points-virgules.',
  csvNoRows: 'Le fichier n’a aucune ligne sous son en-tête.',
  csvColumnMissing: 'La colonne {column} n’existe pas dans le fichier (il en compte {columns}).',
  invoiceNotDraft: 'Une facture émise ne peut pas être modifiée. Établissez plutôt un avoir.',
  invoiceNoLines: 'Ajoutez au moins une ligne avant d’émettre la facture',
  purchaseOrderRequired: 'Cette société de facturation exige un bon de commande sur ses factures',
  noDefaultTaxRate: 'Définissez un taux de TVA par défaut avant de facturer des réservations',
  taxRateRetired: 'Ce taux de TVA n’est plus en vigueur',
  lineCurrency: 'Chaque ligne est dans la devise de la facture',
  notPayable: 'Seule une facture émise peut recevoir des paiements',
  overpaid: 'Le paiement dépasse le solde de {balance}',
  notVoidable: 'Seule une facture émise sans paiement ni avoir peut être annulée',
  nothingToBill: 'Ces réservations n’ont plus de nuits à facturer',
  bookingWithoutBilling:
    'La réservation {reference} n’a pas de société de facturation à qui facturer',
  alreadyInvoiced:
    'Les nuits du {from} au {to} de la réservation {reference} figurent déjà sur {by}',
  noBookingToInvoice: 'Réservation à facturer introuvable',
  enquiryNoAssignee: 'La demande n’a pas de responsable à retirer',
  enquiryNotDeleted: 'La demande n’est pas supprimée',
  enquiryPurgeNeedsDeleted:
    'Seule une demande supprimée peut être supprimée définitivement : supprimez-la d’abord',
  enquiryBookedPurge: 'Une demande devenue réservation ne peut pas être supprimée définitivement',
  enquiryResetRefused:
    'Une demande « {status, select, notAssigned {Non attribuée} assigned {Attribuée} pending {En cours} approved {Approuvée} awaitingApproval {En attente d’approbation} awaitingResponse {En attente de réponse} offeredOut {Proposée} booked {Réservée} complete {Terminée} cancelled {Annulée} notPossible {Impossible} archived {Archivée} other {{status}}} » ne peut pas être réinitialisée',
  enquiryNotWorkable:
    'La demande est « {status, select, notAssigned {Non attribuée} assigned {Attribuée} pending {En cours} approved {Approuvée} awaitingApproval {En attente d’approbation} awaitingResponse {En attente de réponse} offeredOut {Proposée} booked {Réservée} complete {Terminée} cancelled {Annulée} notPossible {Impossible} archived {Archivée} other {{status}}} » : ses lignes d’offre ne peuvent plus changer',
  enquiryMoveIllegal:
    'Une demande ne peut pas passer de « {from, select, notAssigned {Non attribuée} assigned {Attribuée} pending {En cours} approved {Approuvée} awaitingApproval {En attente d’approbation} awaitingResponse {En attente de réponse} offeredOut {Proposée} booked {Réservée} complete {Terminée} cancelled {Annulée} notPossible {Impossible} archived {Archivée} other {{from}}} » à « {to, select, notAssigned {Non attribuée} assigned {Attribuée} pending {En cours} approved {Approuvée} awaitingApproval {En attente d’approbation} awaitingResponse {En attente de réponse} offeredOut {Proposée} booked {Réservée} complete {Terminée} cancelled {Annulée} notPossible {Impossible} archived {Archivée} other {{to}}} »',
  rangeOverlap:
    'La plage du {from} au {to} chevauche celle du {clashFrom} au {clashTo}. Retirez ou modifiez d’abord cette plage.',
  noSuchRange: 'Cette plage de disponibilité n’existe pas sur ce logement',
  costsOneCurrency: 'Tous les coûts doivent être dans une même devise',
  taskAlreadyDone: 'La tâche est déjà terminée',
  taskAlreadyOpen: 'La tâche est déjà ouverte',
  noOfferedLines: 'Proposez au moins une ligne avant d’envoyer un devis',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail',
  ownAccountDelete: 'Vous ne pouvez pas supprimer votre propre compte',
  signInFailed: 'E-mail ou mot de passe incorrect',
  emailUnverified:
    'Confirmez d’abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.',
  awaitingApproval:
    'Votre compte attend l’approbation d’un administrateur. Vous pourrez vous connecter une fois qu’il sera approuvé.',
  resetInvalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
  verificationInvalid:
    'Ce lien de confirmation n’est pas valide ou a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.',
  notAwaitingApproval: 'Ce compte n’attend pas d’approbation.',
  emailNotConfirmedYet:
    'Cette personne n’a pas encore confirmé son adresse e-mail. Approuvez le compte une fois qu’elle l’aura fait.',
  taxRateInUse:
    'Ce taux de TVA est utilisé par des factures ou des articles : il ne peut pas être supprimé. Retirez-le plutôt.',
  jsonBodyRequired: 'Un contenu JSON est requis',
  jsonContentType: 'Envoyez le contenu en JSON (Content-Type: application/json)',
  jsonInvalid: 'Le contenu n’est pas un JSON valide',
  multipartContentType: 'Envoyez le contenu en multipart/form-data',
  multipartUnreadable: 'Le contenu multipart n’a pas pu être lu',
  crossSiteRefused: 'Requête intersite refusée',
  accountingNeedsNoConnection: '{provider} ne demande aucune connexion : exportez directement.',
  accountingUnreachable: '{provider} n’a pas répondu. Réessayez plus tard.',
  accountingAuthorisationRefused: '{provider} a refusé l’autorisation : {detail}',
  accountingNoUsableToken: '{provider} a répondu à l’autorisation sans jeton utilisable.',
  accountingConnectionExpired: 'La connexion à {provider} a expiré. Connectez-vous de nouveau.',
  accountingConnectionUnreadable:
    'La connexion à {provider} n’est plus lisible. Connectez-vous de nouveau.',
  accountingConnectFirst: 'Connectez d’abord {provider}.',
  accountingConnectionLost: '{provider} n’accepte plus la connexion. Connectez-vous de nouveau.',
  accountingExportRefused: '{provider} a refusé l’export : {detail}',
  accountingNotConnected:
    'Connectez {provider} avant d’exporter : l’export demande une connexion autorisée.',
  accountingNothingNew:
    'Rien de nouveau à exporter entre le {from} et le {to} : {count, plural, one {son document a déjà été exporté} other {ses {count} documents ont déjà été exportés}}. Choisissez de les exporter de nouveau pour les inclure.',
  accountingNothingToExport:
    'Rien à exporter : aucune facture émise, aucun avoir ni paiement entre le {from} et le {to}.',
  accountingTooManyDocuments:
    'Plus de {max} documents sur cette période : exportez une période plus courte.',
  accountingStateUnknown:
    'Cette autorisation n’a pas été lancée depuis ce compte, ou elle a déjà servi. Relancez la connexion depuis la page de comptabilité.',
  accountingStateExpired:
    'Cette autorisation a expiré : elle doit être terminée dans les 10 minutes. Relancez la connexion depuis la page de comptabilité.',
  statementRowShort: 'La ligne a moins de colonnes que la correspondance n’en demande',
  statementRowDate: 'La date « {value} » n’est pas au format {format}',
  statementRowAmount: 'Le montant « {value} » n’est pas un nombre tel que 120,50',
  statementRowNoAmount: 'La ligne n’a pas de montant',
  statementRowZero: 'Un montant de 0 n’est pas un paiement',
  scraperNoSavedCopy:
    'Aucune copie enregistrée de cette page : cette installation ne peut pas lire de pages sur Internet',
  profileAddressUnknown: 'Cette adresse n’est pas celle d’un profil d’hôte que nous reconnaissons',
  listingAddressUnknown:
    'Cette adresse n’est pas celle d’une annonce que nous reconnaissons ({platforms})',
  scraperUnreachable: 'Le service de lecture des annonces n’a pas répondu. Réessayez plus tard.',
  scraperUnreadable: 'Le service de lecture des annonces a donné une réponse illisible.',
  pageUnreadable: 'La page n’a pas pu être lue',
  notReady:
    'Pas prêt : {reason, select, draining {arrêt en cours} slow {la base de données n’a pas répondu à temps} other {la base de données est injoignable}}',
  notReadyMigrations: 'Pas prêt : migrations non appliquées : {migrations}',
  imageTooLarge: 'L’image dépasse {megabytes} Mo',
  imageTypeRefused: 'Seules les images png, jpeg, jpg, webp et avif sont acceptées',
  chooseImage: 'Choisissez une image à envoyer',
  choosePhoto: 'Choisissez une photo à envoyer',
  notAFile: '{name} doit être un fichier',
  unknownExperiment: 'Expérience inconnue',
  signUpDomainClosed:
    'L’inscription est réservée aux adresses {domains}. Demandez un compte à un administrateur.',
  listingNotAProperty: 'L’annonce n’a pas pu devenir un logement',
  enquiryActionOnly:
    '{status, select, booked {Une demande est réservée en acceptant une offre} assigned {Une demande est attribuée par « Attribuer la demande »} other {Une demande revient à « Non attribuée » en retirant son responsable ou par une réinitialisation}}',
  enquiryApprovalRole:
    'Seul un masteradmin ou un administrateur système peut approuver ou refuser une demande en attente d’approbation',
  offerMoveIllegal:
    'Une ligne ne peut pas passer de « {from, select, notApproved {Non approuvé} approved {Approuvé} awaitingResponse {En attente} offeredOut {Proposé} rejected {Inadapté} other {{from}}} » à « {to, select, notApproved {Non approuvé} approved {Approuvé} awaitingResponse {En attente} offeredOut {Proposé} rejected {Inadapté} other {{to}}} »',
  accessTokenExpired: 'Votre jeton d’accès a expiré',
  accessTokenInvalid: 'Votre jeton d’accès n’est pas valide',
  sessionEnded: 'Votre session est terminée. Reconnectez-vous.',
  requestReceived:
    'Merci. Votre demande {reference} a bien été reçue ; nous vous contacterons très prochainement.',
  recordCreated:
    '{record, select, agent {Agent créé} guest {Client créé} landlord {Propriétaire créé} property {Logement créé} task {Tâche créée} item {Article créé} taxRate {Taux de TVA créé} booking {Réservation créée} enquiry {Demande créée} invoice {Facture créée} other {Élément créé}}',
  recordUpdated:
    '{record, select, agent {Agent modifié} guest {Client modifié} landlord {Propriétaire modifié} property {Logement modifié} task {Tâche modifiée} item {Article modifié} taxRate {Taux de TVA modifié} booking {Réservation modifiée} enquiry {Demande modifiée} invoice {Facture modifiée} other {Élément modifié}}',
  recordDeleted:
    '{record, select, agent {Agent supprimé} guest {Client supprimé} landlord {Propriétaire supprimé} property {Logement supprimé} task {Tâche supprimée} item {Article supprimé} taxRate {Taux de TVA supprimé} booking {Réservation supprimée} enquiry {Demande supprimée} invoice {Facture supprimée} other {Élément supprimé}}',
  recordRestored:
    '{record, select, agent {Agent restauré} guest {Client restauré} landlord {Propriétaire restauré} property {Logement restauré} task {Tâche restaurée} item {Article restauré} taxRate {Taux de TVA restauré} booking {Réservation restaurée} enquiry {Demande restaurée} invoice {Facture restaurée} other {Élément restauré}}',
  companyCreated: 'Entreprise {name} créée',
  companySaved: 'Entreprise {name} enregistrée',
  companyDeleted: 'Entreprise {name} supprimée',
  billingCompanyCreated: 'Société de facturation {name} créée',
  billingCompanySaved: 'Société de facturation {name} enregistrée',
  billingCompanyDeleted: 'Société de facturation {name} supprimée',
  accountCreated: 'Compte créé',
  accountReady: 'Votre compte est prêt. Vous pouvez maintenant vous connecter.',
  accountUpdated: 'Compte mis à jour',
  accountDeleted: 'Compte supprimé',
  accountApproved: 'Compte approuvé',
  passwordChanged: 'Mot de passe modifié',
  experimentSaved: 'Expérimentation enregistrée',
  experimentRemoved: 'Expérimentation retirée',
  imageUpdated: 'Image mise à jour',
  signUpReceived:
    'Merci. Nous vous avons envoyé un lien pour confirmer votre adresse e-mail ; une fois celle-ci confirmée, un administrateur examinera votre compte.',
  emailConfirmed:
    'Merci : votre adresse e-mail est confirmée. Un administrateur va examiner votre compte.',
  signUpRefused: 'Inscription refusée',
  welcomeBack: 'Bon retour, {name} !',
  sessionRefreshed: 'Session prolongée',
  signedOut: 'Déconnexion effectuée',
  resetEmailSent:
    'Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser le mot de passe.',
  passwordResetDone:
    'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  paymentsImported:
    '{count, plural, one {{count} paiement importé} other {{count} paiements importés}}',
  bankPaymentCreated: 'Paiement bancaire créé',
  bankPaymentUpdated: 'Paiement bancaire mis à jour',
  bankPaymentIgnored: 'Paiement bancaire ignoré',
  bankPaymentRestored: 'Paiement bancaire rétabli',
  paymentMatched:
    '{invoices, plural, one {Paiement rapproché} other {Paiement rapproché des factures}}',
  matchUndone: 'Rapprochement annulé',
  continueAtProvider: 'Poursuivez sur {provider} pour autoriser la connexion',
  connectedTo: 'Connecté à {provider}',
  disconnectedFrom: 'Déconnecté de {provider}',
  documentsExported:
    '{count, plural, one {{count} document exporté} other {{count} documents exportés}} vers {provider}',
  draftInvoicesCreated:
    '{count, plural, one {Brouillon de facture créé} other {{count} brouillons de facture créés}}',
  invoiceIssued: 'Facture émise',
  invoiceVoided: 'Facture annulée',
  paymentRecorded: 'Paiement enregistré',
  creditNoteIssued: 'Avoir émis',
  taskCompleted: 'Tâche terminée',
  taskReopened: 'Tâche rouverte',
  checklistUpdated: 'Liste de contrôle mise à jour',
  trackerEntryCreated: 'Entrée de suivi créée',
  trackerEntryUpdated: 'Entrée de suivi mise à jour',
  trackerEntriesDone:
    '{count, plural, one {{count} entrée marquée comme faite} other {{count} entrées marquées comme faites}}',
  appliedToProperty: 'Appliqué au logement',
  landlordConfirmationRecorded: 'Confirmation du propriétaire enregistrée',
  landlordConfirmationRemoved: 'Confirmation du propriétaire retirée',
  notificationsMarkedRead: 'Notifications marquées comme lues',
  settingsSaved: 'Paramètres enregistrés',
  permissionsSaved: 'Autorisations enregistrées',
  messageTemplateSaved: 'Modèle de message enregistré',
  landlordUpToDate: 'Propriétaire déjà à jour',
  landlordSynced: 'Propriétaire synchronisé',
  photoUploaded: 'Photo envoyée',
  temporaryPropertyCreated: 'Logement temporaire créé',
  supplyUpdated: 'Disponibilités et prix mis à jour',
  offerAdded: 'Logement ajouté à la demande',
  offerUpdated: 'Ligne d’offre mise à jour',
  offerApprovalRequested:
    'Cette ligne sort de la politique et doit être approuvée : la demande est en attente d’approbation',
  offerApproved: 'Ligne d’offre approuvée',
  offerRefused: 'Ligne d’offre refusée',
  offerAccepted: 'Offre acceptée : la demande est réservée',
  quoteCreated: 'Devis {reference} créé',
  enquiryCreated: 'Demande {reference} créée',
  enquiryStatusChanged:
    'La demande {reference} est maintenant « {status, select, notAssigned {Non attribuée} assigned {Attribuée} pending {En cours} approved {Approuvée} awaitingApproval {En attente d’approbation} awaitingResponse {En attente de réponse} offeredOut {Proposée} booked {Réservée} complete {Terminée} cancelled {Annulée} notPossible {Impossible} archived {Archivée} other {{status}}} »',
  enquiryAssigned: 'Demande attribuée à {name}',
  assigneeRemoved: 'Responsable retiré',
  enquiryReset: 'Demande réinitialisée',
  noteSaved: 'Note enregistrée',
  enquiryDeletedPermanently: 'Demande {reference} supprimée définitivement',
  requestConverted: 'Demande de logement convertie en demande {reference}',
  bookingCreated: 'Réservation {reference} créée',
  bookingExtended: 'Réservation {reference} prolongée jusqu’au {checkOut}',
  depositReturned: 'Caution marquée comme restituée',
  depositNotReturned: 'Caution marquée comme non restituée',
  bookingDeletedPermanently: 'Réservation {reference} supprimée définitivement',
  required: 'Obligatoire',
  tooShort: 'Saisissez au moins {minimum, plural, one {# caractère} other {# caractères}}',
  tooLong: 'Saisissez au plus {maximum, plural, one {# caractère} other {# caractères}}',
  tooSmall: 'Saisissez {minimum} ou plus',
  tooBig: 'Saisissez {maximum} ou moins',
  tooFewItems: 'Choisissez-en au moins {minimum}',
  tooManyItems: 'Choisissez-en au plus {maximum}',
  invalidType: 'Cette valeur n’est pas du type attendu',
  invalidFormat: 'Cette valeur n’est pas au format attendu',
  invalidChoice: 'Choisissez l’une des valeurs proposées',
  notMultipleOf: 'Saisissez un multiple de {divisor}',
  unknownField: 'Ce champ n’est pas attendu ici',
  nulCharacter: 'Le texte ne peut pas contenir de caractère NUL',
  authorisationNotUnderWay: 'Aucune autorisation en cours',
  authorisationExpired: 'Expirée',
  imageTooLargeField: 'L’image est trop volumineuse',
  imageFormatInvalid: 'Format non valide !',
  imageRequired: 'L’image est obligatoire',
  photoRequired: 'La photo est obligatoire',
  expectedFile: 'Un fichier est attendu',
  chooseOneOf: 'Choisissez parmi : {choices}',
  checkOutAfterCheckIn: 'Le départ doit être après l’arrivée',
  stayTooLong: 'Un séjour ne peut pas dépasser {nights} nuits',
  percentageInvalid: 'Saisissez un pourcentage tel que 20 ou 17,5',
  amountInvalid: 'Saisissez un montant tel que 120 ou 120,50',
  costAndPriceTogether: 'Modifiez le coût et le prix ensemble pour changer de devise',
} as const satisfies ApiMessageCatalogue;
