import type { Messages } from '../types';

export const publicPages: Messages['publicPages'] = {
  propertyTitle: 'Logement',
  propertyNotFoundTitle: 'Logement introuvable',
  propertyNotFoundText: 'Ce logement n’existe pas ou n’est plus disponible.',
  requestTitle: 'Demander un logement',
  requestText: 'Décrivez votre besoin : notre équipe reviendra vers vous avec des propositions.',
  fullName: 'Nom complet',
  email: 'E-mail',
  phone: 'Téléphone',
  companyName: 'Société',
  location: 'Lieu',
  checkIn: 'Arrivée',
  checkOut: 'Départ',
  guests: 'Voyageurs',
  bedrooms: 'Chambres',
  notes: 'Autre chose à nous dire',
  submit: 'Envoyer la demande',
  confirmationTitle: 'Demande reçue',
  confirmationText: 'Merci. Notre équipe vous contactera rapidement.',
  confirmationReference: 'Votre référence : {reference}',
  anotherRequest: 'Faire une autre demande',
};
