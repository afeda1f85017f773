import {
  API_MESSAGES_EN,
  type ApiMessage,
  type ApiMessageCode,
  type ApiMessageParams,
  apiMessage,
  formatApiMessage,
  type RateLimited,
} from '@staydesk/domain';
import { IntlMessageFormat } from 'intl-messageformat';

/** Extra signals of spec §8 carried in an error body. */
export interface ErrorSignals {
  /** The catalogue's code of `message`, with its parameters: the dashboard shows its own text. */
  code?: ApiMessageCode;
  params?: Record<string, string | number>;
  fields?: Record<string, string>;
  /** Per field, the catalogue's code of its message in `fields`. */
  issues?: Record<string, ApiMessage>;
  jwtExpired?: true;
  permissionDenied?: true;
  redirectTo?: string;
  timeout?: true;
  retryAfterSeconds?: number;
  /** Sign-in of a self-signed-up account that is not usable yet. */
  accountPending?: 'emailUnverified' | 'approval';
}

/** A failure with a status and the JSON body `{ message, ...signals }` the client expects. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly signals: ErrorSignals = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** An English catalogue text with its values (FormatJS, as the dashboard formats them). */
export const english = (message: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, 'en-GB').format(values));

/** A code's English text with its parameters: the `message` API users read. */
export const englishText = (coded: {
  code: ApiMessageCode;
  params: Record<string, string | number>;
}) => formatApiMessage(API_MESSAGES_EN, english, coded.code, coded.params);

/**
 * A refusal named by its catalogue code: the English `message` is the code's English text, and
 * the body carries the code and its parameters for clients that show their own language.
 */
export function refusal(
  status: HttpError['status'],
  coded: { code: ApiMessageCode; params: Record<string, string | number> },
  signals: Omit<ErrorSignals, 'code' | 'params'> = {},
): HttpError {
  const message = englishText(coded);
  const params = Object.keys(coded.params).length > 0 ? { params: coded.params } : {};
  return new HttpError(status, message, { ...signals, code: coded.code, ...params });
}

/**
 * A success answer's message named by its catalogue code, to spread into the answer beside its
 * `data`: the English `message` API users read, and the code with its parameters for clients
 * that show their own language.
 */
export function success<C extends ApiMessageCode>(
  code: C,
  ...params: keyof ApiMessageParams<C> extends never ? [] : [ApiMessageParams<C>]
): { message: string; code: C; params?: Record<string, string | number> } {
  const coded = apiMessage(code, ...params);
  const values = Object.keys(coded.params).length > 0 ? { params: coded.params } : {};
  return { message: englishText(coded), code, ...values };
}

export const notFound = (what: string) => refusal(404, apiMessage('notFound', { what }));
export const unauthorised = (message?: string) =>
  message === undefined ? refusal(401, apiMessage('signInRequired')) : new HttpError(401, message);
export const forbidden = () =>
  refusal(403, apiMessage('permissionDenied'), { permissionDenied: true });
export const staleVersion = (what: string) => refusal(409, apiMessage('versionConflict', { what }));
/** 429: the body names the wait in `retryAfterSeconds`, and app.ts sends it as Retry-After. */
export const tooManyRequests = (what: RateLimited, retryAfterSeconds: number) =>
  refusal(429, apiMessage('rateLimited', { what, seconds: retryAfterSeconds }), {
    retryAfterSeconds,
  });
/** A catalogue code with its parameters, as `apiMessage` builds it. */
export type Coded = ReturnType<typeof apiMessage>;

/**
 * 400 naming fields. A field's message is a catalogue code (its English text in `fields`, the
 * code in `issues`, as a validation failure names them) or an English text alone.
 */
export function invalid(fields: Record<string, string | Coded>): HttpError {
  return refusal(400, apiMessage('checkFields'), fieldMessages(fields));
}

/** 400 naming the fields by their paths in the message, as a reference check does. */
export function invalidForm(fields: Record<string, string | Coded>): HttpError {
  const names = Object.keys(fields).join(', ');
  return refusal(400, apiMessage('invalidForm', { names }), fieldMessages(fields));
}

/** Fields' messages as a failure body names them: English in `fields`, codes in `issues`. */
export function fieldMessages(fields: Record<string, string | Coded>): {
  fields: Record<string, string>;
  issues?: Record<string, ApiMessage>;
} {
  const english: Record<string, string> = {};
  const issues: Record<string, ApiMessage> = {};
  for (const [path, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      english[path] = value;
      continue;
    }
    english[path] = englishText(value);
    issues[path] = Object.keys(value.params).length > 0 ? value : { code: value.code };
  }
  return Object.keys(issues).length > 0 ? { fields: english, issues } : { fields: english };
}

/**
 * The text of the error catalogue's timeout page (spec §8): a body with `timeout: true` sends the
 * dashboard there, which shows it in the user's language.
 */
export const TIMED_OUT_MESSAGE =
  'The server took too long to process the request. Please try again later.';

/** 503: the request ran out of time; its work was stopped and rolled back. */
export const timedOut = () =>
  new HttpError(503, TIMED_OUT_MESSAGE, {
    timeout: true,
    retryAfterSeconds: 5,
    code: 'timeout',
  });

/**
 * 503: the database connection was lost or could not be made, and reconnecting did not succeed
 * within the request's time; nothing was acknowledged, so sending it again is safe.
 */
export const unavailable = () =>
  new HttpError(503, TIMED_OUT_MESSAGE, {
    timeout: true,
    retryAfterSeconds: 2,
    code: 'serviceUnavailable',
  });
