import type { Messages } from '../types';

export const errors: Messages['errors'] = {
  timeoutTitle: 'Délai dépassé',
  timeoutText: 'Le serveur a mis trop de temps à traiter la demande. Veuillez réessayer plus tard.',
  permissionDeniedTitle: 'Accès refusé',
  permissionDeniedText: 'Vous n’avez pas les droits nécessaires pour effectuer cette action.',
  genericTitle: 'Une erreur est survenue',
  fallbackText:
    'Nous avons rencontré un problème. Pas d’inquiétude, il peut s’agir d’un incident passager.',
  chunkTimeout: 'Cet écran a mis trop de temps à se charger.',
  listFailedTitle: 'Cette liste n’a pas pu être chargée',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Il n’y a rien à cette adresse.',
  startupTitle: 'Staydesk ne peut pas démarrer',
  redirecting: 'Redirection...',
};
