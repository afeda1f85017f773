import type { Widen } from '../../i18n';
import type { SettingsMessagesEn } from './messages';

/** The French texts of t.settings (typed by the English shape in messages.ts). */
export const fr: Widen<SettingsMessagesEn> = {
  title: 'Paramètres',
  appearance: 'Apparence',
  darkMode: 'Mode sombre',
  themeCustom: 'Choisi par vous',
  themeDefault: 'Thème par défaut',
  language: 'Langue',
  languages: { en: 'English', fr: 'Français' },
  profile: 'Profil',
  profileText: 'Ce que vos collègues voient de vous dans Staydesk.',
  fullName: 'Nom complet',
  email: 'E-mail',
  phone: 'Téléphone',
  role: 'Rôle',
  saveProfile: 'Enregistrer le profil',
  noChanges: 'Rien à enregistrer : aucun champ n’a changé.',
  password: 'Mot de passe',
  passwordText: 'Vos autres sessions sont fermées quand le mot de passe change.',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  image: 'Image de profil',
  imageText: 'Une image png, jpeg, jpg, webp ou avif.',
  chooseImage: 'Choisir une image',
  uploadImage: 'Envoyer l’image',
  noImageChosen: 'Aucune image choisie',
};
