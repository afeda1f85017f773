import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the sign-in, sign-up and password screens: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  tagline: 'Manage listings, connect with clients, and close deals faster',
  versionLabel: 'v{version}',
  welcomeBack: 'Welcome Back',
  signInText: 'Enter your email and password to access your account',
  sessionEnded: 'Your session has ended. Please sign in again.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember Me',
  signIn: 'Sign In',
  forgotPassword: 'Forgot your password?',
  noAccount: 'New to {product}?',
  createAccount: 'Create an account',
  signUpTitle: 'Create your account',
  signUpText: 'Enter your details to request access',
  fullName: 'Full name',
  signUp: 'Sign Up',
  haveAccount: 'Already have an account?',
  recoverTitle: 'Recover your password',
  recoverText: 'Enter your email and we will send you a link to set a new password',
  sendResetLink: 'Send reset link',
  backToSignIn: 'Back to sign in',
  newPasswordTitle: 'Set a new password',
  newPasswordText: 'Choose a password you have not used here before',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  savePassword: 'Save password',
  signUpSentTitle: 'Check your email',
  signUpSentHint: 'The link works for 48 hours. Nothing arrived? Look in your spam folder.',
  verifyTitle: 'Confirming your email address',
  verifiedTitle: 'Email address confirmed',
  verifiedApproval:
    'An administrator must now approve your account before you can sign in. We will email you once it is approved.',
  verifyFailedTitle: 'This link no longer works',
  verifyInvalidText:
    'This confirmation link is invalid, has expired or was already used. If you already confirmed your address, wait for an administrator to approve your account; otherwise sign up again to get a new link.',
  verifyPendingText: 'One moment: we are checking your link.',
  verifyErrorText: 'We could not confirm your address just now. Try again in a moment.',
  verifyRetry: 'Try again',
  signUpAgain: 'Sign up again',
} as const;

export type AuthMessagesEn = typeof en;

export const authMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.auth`). */
export type AuthTexts = Messages & { readonly auth: Widen<AuthMessagesEn> };

export const useAuthTexts = (): AuthTexts => useTextsWith('auth', authMessages);
