/** Extra signals of spec §8 carried in an error body. */
export interface ErrorSignals {
  fields?: Record<string, string>;
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

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const unauthorised = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = () =>
  new HttpError(403, 'You do not have the required access to perform this action.', {
    permissionDenied: true,
  });
export const staleVersion = (what: string) =>
  new HttpError(
    409,
    `${what} was changed by someone else. Reload it to see their changes, then try again.`,
  );
/** 429: the body names the wait in `retryAfterSeconds`, and app.ts sends it as Retry-After. */
export const tooManyRequests = (what: string, retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many ${what}. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
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
  new HttpError(503, TIMED_OUT_MESSAGE, { timeout: true, retryAfterSeconds: 5 });

/**
 * 503: the database connection was lost or could not be made, and reconnecting did not succeed
 * within the request's time; nothing was acknowledged, so sending it again is safe.
 */
export const unavailable = () =>
  new HttpError(503, TIMED_OUT_MESSAGE, { timeout: true, retryAfterSeconds: 2 });
