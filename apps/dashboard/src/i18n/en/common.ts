export const common = {
  loading: 'Loading...',
  home: 'Home',
  create: 'Create',
  close: 'Close',
  dismiss: 'Dismiss',
  retry: 'Try again',
  productFallback: 'Staydesk',
  comingSoon: 'Coming soon',
  imageFormatsHint: 'PNG, JPEG, JPG, WEBP or AVIF; or drop here.',
  chosenImages: 'Chosen images',
} as const;
