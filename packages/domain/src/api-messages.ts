import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod/mini';

/**
 * The codes the API answers a refusal with, each with the kind of each of its parameters,
 * declared once: the server builds its English `message` from the English text of a code, and
 * the dashboard shows the text of the user's language instead, formatting a `day` in the user's
 * locale and date format rather than the server's ISO day.
 *
 * Texts are ICU messages (`{name}`, plurals). Both languages live here, beside the codes, so a
 * code added without its French text fails the typecheck.
 */
export type ApiParamKind = 'text' | 'number' | 'day';

export const API_MESSAGE_PARAMS = {
  // Whole answers (the body's `code`)
  invalidInput: { names: 'text' },
  invalidRequest: {},
  notFound: { what: 'text' },
  noSuchEndpoint: { method: 'text', path: 'text' },
  permissionDenied: {},
  signInRequired: {},
  versionConflict: { what: 'text' },
  concurrentChange: {},
  duplicateRecord: {},
  missingReference: {},
  valueNotAllowed: {},
  valueInvalid: {},
  bodyTooLarge: {},
  badEncoding: {},
  rateLimited: { seconds: 'number' },
  timeout: {},
  serviceUnavailable: {},
  serverError: { requestId: 'text' },
  propertyTaken: { from: 'day', to: 'day', clashFrom: 'day', clashTo: 'day' },
  bookingClash: { from: 'day', to: 'day', clashFrom: 'day', clashTo: 'day', reference: 'text' },
  nightsTaken: { from: 'day', to: 'day' },
  // Per-field issues (the body's `issues`)
  required: {},
  tooShort: { minimum: 'number' },
  tooLong: { maximum: 'number' },
  tooSmall: { minimum: 'number' },
  tooBig: { maximum: 'number' },
  tooFewItems: { minimum: 'number' },
  tooManyItems: { maximum: 'number' },
  invalidType: {},
  invalidFormat: {},
  invalidChoice: {},
  notMultipleOf: { divisor: 'number' },
  unknownField: {},
  nulCharacter: {},
} as const satisfies Record<string, Record<string, ApiParamKind>>;

export type ApiMessageCode = keyof typeof API_MESSAGE_PARAMS;

type ValueOfKind<K extends ApiParamKind> = K extends 'number' ? number : string;

/** The parameters a code takes: numbers for `number`, text for `text`, an ISO day for `day`. */
export type ApiMessageParams<C extends ApiMessageCode> = {
  readonly [P in keyof (typeof API_MESSAGE_PARAMS)[C]]: (typeof API_MESSAGE_PARAMS)[C][P] extends ApiParamKind
    ? ValueOfKind<(typeof API_MESSAGE_PARAMS)[C][P]>
    : never;
};

export type ApiMessageCatalogue = Readonly<Record<ApiMessageCode, string>>;

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
    'Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  timeout: 'The server took too long to process the request. Please try again later.',
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
  serverError: 'Something went wrong on our side. Please try again. (Request {requestId})',
  propertyTaken:
    'The property is not available from {from} to {to}: it is taken from {clashFrom} to {clashTo}.',
  bookingClash:
    'The property is not available from {from} to {to}: it is taken from {clashFrom} to {clashTo} by booking {reference}.',
  nightsTaken:
    'The property is not available from {from} to {to}: another booking took some of these nights at the same moment. Try again.',
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
    'Trop de tentatives. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  timeout: 'Le serveur a mis trop de temps à traiter la requête. Réessayez plus tard.',
  serviceUnavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  serverError: 'Une erreur est survenue de notre côté. Réessayez. (Requête {requestId})',
  propertyTaken:
    'Le logement n’est pas disponible du {from} au {to} : il est occupé du {clashFrom} au {clashTo}.',
  bookingClash:
    'Le logement n’est pas disponible du {from} au {to} : il est occupé du {clashFrom} au {clashTo} par la réservation {reference}.',
  nightsTaken:
    'Le logement n’est pas disponible du {from} au {to} : une autre réservation a pris certaines de ces nuits au même moment. Réessayez.',
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

export function isApiMessageCode(code: string): code is ApiMessageCode {
  return Object.hasOwn(API_MESSAGE_PARAMS, code);
}

/** A code with its parameters, as a field issue or a whole answer carries it. */
export const apiMessageSchema = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/** A typed code with its parameters: the only way the server names a refusal's code. */
export function apiMessage<C extends ApiMessageCode>(
  code: C,
  ...params: keyof ApiMessageParams<C> extends never ? [] : [ApiMessageParams<C>]
): { code: C; params: Record<string, string | number> } {
  return { code, params: { ...(params[0] ?? {}) } as Record<string, string | number> };
}

/**
 * A zod issue as a code of the catalogue: a refinement that names its code in `params.code`
 * keeps it; zod's own checks map by kind and limit. Undefined when nothing fits (the English
 * message is then all there is). `input` is what was parsed: zod's issue does not carry the
 * value, and a missing one is `required` rather than of the wrong type.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, input?: unknown): ApiMessage | undefined {
  switch (issue.code) {
    case 'custom': {
      const code: unknown = issue.params?.code;
      if (typeof code !== 'string' || !isApiMessageCode(code)) return undefined;
      const { code: _, ...rest } = issue.params ?? {};
      return { code, params: rest as Record<string, string | number> };
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? { code: 'required' } : { code: 'tooShort', params: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'tooFewItems', params: { minimum } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'tooSmall', params: { minimum } };
      return undefined;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', params: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'tooManyItems', params: { maximum } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'tooBig', params: { maximum } };
      return undefined;
    }
    case 'invalid_type':
      return { code: valueAt(input, issue.path) === undefined ? 'required' : 'invalidType' };
    case 'invalid_format':
      return { code: 'invalidFormat' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { code: 'invalidChoice' };
    case 'not_multiple_of':
      return { code: 'notMultipleOf', params: { divisor: Number(issue.divisor) } };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    default:
      return undefined;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/**
 * A code's text in a catalogue, its parameters formatted by kind: a `day` through `formatDay`
 * (the server keeps the ISO day; the dashboard formats it in the user's date format), the rest
 * by the ICU message. A parameter the code does not declare is ignored.
 */
export function formatApiMessage(
  catalogue: ApiMessageCatalogue,
  locale: string,
  code: ApiMessageCode,
  params: Readonly<Record<string, string | number>> = {},
  formatDay: (day: string) => string = (day) => day,
): string {
  const kinds: Readonly<Record<string, ApiParamKind>> = API_MESSAGE_PARAMS[code];
  const values: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name];
    if (value === undefined) continue;
    values[name] = kind === 'day' && typeof value === 'string' ? formatDay(value) : value;
  }
  return String(new IntlMessageFormat(catalogue[code], locale).format(values));
}
