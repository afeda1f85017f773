import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the settings screen (/dashboard/settings). */
const en = {
  title: 'Settings',
  appearance: 'Appearance',
  darkMode: 'Dark mode',
  themeCustom: 'Chosen by you',
  themeDefault: 'Default theme',
  language: 'Language',
  languages: { en: 'English', fr: 'Français' },
  profile: 'Profile',
  profileText: 'How colleagues see you across Staydesk.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  saveProfile: 'Save profile',
  noChanges: 'Nothing to save: no field has changed.',
  password: 'Password',
  passwordText: 'Your other sessions are signed out when the password changes.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  image: 'Profile image',
  imageText: 'A png, jpeg, jpg, webp or avif image.',
  chooseImage: 'Choose an image',
  uploadImage: 'Upload image',
  noImageChosen: 'No image chosen',
} as const;

export type SettingsMessagesEn = typeof en;

export const settingsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.settings`). */
export type SettingsTexts = Messages & { readonly settings: Widen<SettingsMessagesEn> };

export const useSettingsTexts = (): SettingsTexts => useTextsWith('settings', settingsMessages);
