import type { Messages } from '../types';

export const common: Messages['common'] = {
  loading: 'Chargement...',
  home: 'Accueil',
  create: 'Créer',
  close: 'Fermer',
  dismiss: 'Ignorer',
  retry: 'Réessayer',
  productFallback: 'Staydesk',
  comingSoon: 'Bientôt disponible',
  imageFormatsHint: 'PNG, JPEG, JPG, WEBP ou AVIF ; ou déposez-les ici.',
  chosenImages: 'Images choisies',
};
