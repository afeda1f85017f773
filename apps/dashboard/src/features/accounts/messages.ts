import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the accounts list and the account page: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Accounts',
  searchLabel: 'Search accounts',
  searchPlaceholder: 'Name or email',
  roleFilter: 'Role',
  allRoles: 'All roles',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    phone: 'Phone',
    lastSignIn: 'Last sign-in',
    status: 'Status',
  },
  active: 'Active',
  inactive: 'Inactive',
  never: 'Never',
  lastSignInMeta: 'Last signed in {when}',
  neverSignedIn: 'Never signed in',
  total: '{count, plural, one {# account} other {# accounts}}',
  emptyTitle: 'No accounts found',
  emptyText: 'No account matches this search or role.',
  createAccount: 'Create account',
  createTitle: 'Create account',
  createText: 'The new colleague signs in with this email and password.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  password: 'Password',
  isActive: 'Account is active',
  cancel: 'Cancel',
  save: 'Save',
  back: 'Back',
  accountTitle: 'Account',
  details: 'Details',
  editDetails: 'Edit details',
  saveDetails: 'Save details',
  changeRole: 'Change role',
  saveRole: 'Save role',
  createdAt: 'Created',
  createdBy: 'Created by',
  image: 'Image',
  chooseImage: 'Choose an image',
  uploadImage: 'Upload image',
  noImageChosen: 'No image chosen',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete this account?',
  deleteText: '{name} will no longer be able to sign in. Their records keep their history.',
  confirmDelete: 'Delete',
  notFound: 'This account does not exist or was deleted.',
  pendingTitle: 'Sign-ups awaiting approval',
  pendingText:
    'People who signed up themselves. Approve an account once its email address is confirmed; until then it cannot sign in.',
  pendingTotal: '{count, plural, one {# sign-up} other {# sign-ups}} awaiting approval',
  pendingColumns: {
    name: 'Name',
    email: 'Email',
    emailConfirmed: 'Email confirmed',
    signedUp: 'Signed up',
    actions: 'Decision',
  },
  emailConfirmed: 'Confirmed',
  emailNotConfirmed: 'Not confirmed yet',
  approve: 'Approve',
  approveName: 'Approve {name}',
  refuse: 'Refuse',
  refuseName: 'Refuse {name}',
  refuseTitle: 'Refuse this sign-up?',
  refuseText:
    '{name} ({email}) will not be able to sign in, and the sign-up is removed from this list.',
  confirmRefuse: 'Refuse sign-up',
  pendingPagination: 'Pages of sign-ups',
} as const;

export type AccountsMessagesEn = typeof en;

export const accountsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.accounts`). */
export type AccountsTexts = Messages & { readonly accounts: Widen<AccountsMessagesEn> };

export const useAccountsTexts = (): AccountsTexts => useTextsWith('accounts', accountsMessages);
