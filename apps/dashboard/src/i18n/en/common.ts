export const common = {
  loading: 'Loading...',
  home: 'Home',
  create: 'Create',
  close: 'Close',
  dismiss: 'Dismiss',
  retry: 'Try again',
  productFallback: 'Staydesk',
  comingSoon: 'Coming soon',
} as const;
