export const errors = {
  timeoutTitle: 'Request timed out',
  timeoutText: 'The server took too long to process the request. Please try again later.',
  permissionDeniedTitle: 'Permission Denied',
  permissionDeniedText: 'You do not have the required access to perform this action.',
  genericTitle: 'Something went wrong',
  fallbackText:
    "It seems like we've run into an issue. Don't worry, this could be a temporary glitch.",
  chunkTimeout: 'This screen took too long to load.',
  /** A list's page that failed to load, in place of its rows (with a Retry). */
  listFailedTitle: 'This list could not be loaded',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  startupTitle: 'Staydesk cannot start',
  redirecting: 'Redirecting...',
} as const;
