import type { ApiMessageCatalogue } from './api-messages';

/**
 * The API's texts in English: the server's `message` for each code (what API users read), and
 * the dashboard's text where it shows a code in English.
 */
export const API_MESSAGES_EN = {
  invalidInput: 'Please check the highlighted fields: {names}',
  invalidRequest: 'The request is not valid.',
  notFound: '{what} not found',
  noSuchEndpoint: 'No such endpoint: {method} {path}',
  permissionDenied: 'You do not have the required access to perform this action.',
  signInRequired: 'Please sign in to continue',
  versionConflict:
    '{what} was changed by someone else. Reload it to see their changes, then try again.',
  concurrentChange: 'Someone else changed this at the same moment. Please try again.',
  duplicateRecord: 'This conflicts with an existing record. Reload and try again.',
  missingReference: 'The request refers to a record that does not exist.',
  valueNotAllowed: 'A value in the request is not allowed.',
  valueInvalid: 'A value in the request is too long or not valid.',
  bodyTooLarge: 'The request body is too large',
  badEncoding: 'The address is not validly encoded',
  rateLimited:
    'Too many {what, select, signInAttempts {sign-in attempts} addressAttempts {attempts from this address} signUps {sign-ups from this address} resetEmails {reset emails from this address} propertyRequests {property requests from this address} other {attempts}}. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  serverBusy:
    'The server is busy. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  timeout: 'The server took too long to process the request. Please try again later.',
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  serverError: 'Something went wrong on our side. Please try again. (Request {requestId})',
  propertyTaken:
    'The property is not available from {from} to {to}: it is taken from {clashFrom} to {clashTo}.',
  bookingClash:
    'The property is not available from {from} to {to}: it is taken from {clashFrom} to {clashTo} by booking {reference}.',
  nightsTaken:
    'The property is not available from {from} to {to}: another booking took some of these nights at the same moment. Try again.',
  statusMoveIllegal:
    'A booking cannot move from {from, select, booked {Booked} complete {Complete} cancelled {Cancelled} other {{from}}} to {to, select, booked {Booked} complete {Complete} cancelled {Cancelled} other {{to}}}',
  completeBeforeCheckOut: 'A stay can only be completed from its check-out day ({checkOut})',
  cancelAfterStart:
    'A stay that has started ({checkIn}) cannot be cancelled; complete it from its check-out day ({checkOut})',
  rebookAfterCheckOut: 'A stay whose check-out day ({checkOut}) has passed cannot be booked again',
  requestClosed: 'Request {reference} has already been converted or closed',
  requestReceived:
    'Thank you. Your request {reference} has been received; we will be in touch shortly.',
  required: 'Required',
  tooShort: 'Enter at least {minimum, plural, one {# character} other {# characters}}',
  tooLong: 'Enter at most {maximum, plural, one {# character} other {# characters}}',
  tooSmall: 'Enter {minimum} or more',
  tooBig: 'Enter {maximum} or less',
  tooFewItems: 'Choose at least {minimum}',
  tooManyItems: 'Choose at most {maximum}',
  invalidType: 'This value is not of the expected kind',
  invalidFormat: 'This value is not in the expected format',
  invalidChoice: 'Choose one of the offered values',
  notMultipleOf: 'Enter a multiple of {divisor}',
  unknownField: 'This field is not expected here',
  nulCharacter: 'Text cannot contain a NUL character',
} as const satisfies ApiMessageCatalogue;
