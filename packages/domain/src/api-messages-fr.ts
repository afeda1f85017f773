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
  requestReceived:
    'Merci. Votre demande {reference} a bien été reçue ; nous vous contacterons très prochainement.',
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
} as const satisfies ApiMessageCatalogue;
