import type { Messages } from '../types';

export const common: Messages['common'] = {
  dates: { choose: 'Choisir une date', previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' },
  loading: 'Chargement...',
  home: 'Accueil',
  create: 'Créer',
  close: 'Fermer',
  dismiss: 'Ignorer',
  retry: 'Réessayer',
  offline:
    'Vous êtes hors ligne. Les modifications ne peuvent pas être enregistrées avant le retour de la connexion.',
  backOnline: 'Vous êtes de nouveau en ligne.',
  productFallback: 'Staydesk',
  imageFormatsHint: 'PNG, JPEG, JPG, WEBP ou AVIF ; ou déposez-les ici.',
  chosenImages: 'Images choisies',
};
