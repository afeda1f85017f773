import type { Widen } from '../../i18n';
import type { AuthMessagesEn } from './messages';

/** The French texts of the sign-in, sign-up and password screens (typed by the English shape in messages.ts). */
export const fr: Widen<AuthMessagesEn> = {
  tagline: 'Gérez vos annonces, restez proche de vos clients et concluez plus vite',
  versionLabel: 'v{version}',
  welcomeBack: 'Bon retour parmi nous',
  signInText: 'Saisissez votre e-mail et votre mot de passe pour accéder à votre compte',
  sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
  email: 'E-mail',
  password: 'Mot de passe',
  rememberMe: 'Se souvenir de moi',
  signIn: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  noAccount: 'Nouveau sur {product} ?',
  createAccount: 'Créer un compte',
  signUpTitle: 'Créez votre compte',
  signUpText: 'Saisissez vos informations pour demander un accès',
  fullName: 'Nom complet',
  signUp: 'S’inscrire',
  haveAccount: 'Vous avez déjà un compte ?',
  recoverTitle: 'Récupérer votre mot de passe',
  recoverText:
    'Saisissez votre e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe',
  sendResetLink: 'Envoyer le lien',
  backToSignIn: 'Retour à la connexion',
  newPasswordTitle: 'Choisir un nouveau mot de passe',
  newPasswordText: 'Choisissez un mot de passe que vous n’avez jamais utilisé ici',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  savePassword: 'Enregistrer le mot de passe',
  signUpSentTitle: 'Consultez vos e-mails',
  signUpSentHint:
    'Le lien est valable 48 heures. Rien reçu ? Regardez dans vos courriers indésirables.',
  verifyTitle: 'Confirmation de votre adresse e-mail',
  verifiedTitle: 'Adresse e-mail confirmée',
  verifiedApproval:
    'Un administrateur doit maintenant approuver votre compte avant que vous puissiez vous connecter. Nous vous écrirons dès qu’il sera approuvé.',
  verifyFailedTitle: 'Ce lien ne fonctionne plus',
  verifyInvalidText:
    'Ce lien de confirmation est invalide, a expiré ou a déjà servi. Si vous avez déjà confirmé votre adresse, attendez qu’un administrateur approuve votre compte ; sinon, inscrivez-vous à nouveau pour recevoir un nouveau lien.',
  verifyPendingText: 'Un instant : nous vérifions votre lien.',
  verifyErrorText:
    'Nous n’avons pas pu confirmer votre adresse pour le moment. Réessayez dans un instant.',
  verifyRetry: 'Réessayer',
  signUpAgain: 'S’inscrire à nouveau',
};
