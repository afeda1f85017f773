export const common = {
  /** The calendar buttons of every date field. */
  dates: { choose: 'Choose date', previousMonth: 'Previous month', nextMonth: 'Next month' },
  loading: 'Loading...',
  /** Who made a record (the creator chip). */
  creatorSystem: 'System',
  creatorUnknown: 'Former account',
  openAccount: 'Open the account of {name}',
  /** The pages of a paged list. */
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  showPassword: 'Show password',
  home: 'Home',
  create: 'Create',
  close: 'Close',
  /** A page's menu of its less used actions. */
  moreActions: 'More',
  moreActionsLabel: 'More actions',
  /** The dialogs' Cancel, and what their action button announces while it runs. */
  cancel: 'Cancel',
  working: 'Working…',
  dismiss: 'Dismiss',
  retry: 'Try again',
  /** A list's header action: every row of its search, filters, tab and sort as a file. */
  exportCsv: 'Export CSV',
  offline: 'You are offline. Changes cannot be saved until the connection is back.',
  backOnline: 'You are back online.',
  productFallback: 'Staydesk',
  imageFormatsHint: 'PNG, JPEG, JPG, WEBP or AVIF; or drop here.',
  chosenImages: 'Chosen images',
  /** The company types (companyTypeSchema): the companies screens and the audit log show them. */
  companyTypes: {
    corporate: 'Corporate',
    insurance: 'Insurance',
    relocation: 'Relocation',
    travelManagement: 'Travel Management',
    contractor: 'Contractor',
    public: 'Public Sector',
    other: 'Other',
  },
} as const;
