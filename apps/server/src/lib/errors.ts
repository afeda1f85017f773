import {
  API_MESSAGES_EN,
  type ApiMessage,
  type ApiMessageCode,
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
export const invalid = (
  fields: Record<string, string>,
  message = 'Please check the highlighted fields',
) => new HttpError(400, message, { fields });

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
