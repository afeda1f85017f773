import type { Widen } from '../../i18n';
import type { PublicMessagesEn } from './messages';

/** The French texts of the public pages (/public/...) (typed by the English shape in messages.ts). */
export const fr: Widen<PublicMessagesEn> = {
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
  aboutYou: 'Vous',
  yourStay: 'Votre séjour',
  yourNeeds: 'Vos besoins',
  locationHint: 'Une ville, un quartier ou un code postal',
  checkOutHint: 'Laissez vide si vous ne savez pas encore',
  requestThisProperty: 'Demander ce logement',
  requestingProperty: 'Votre demande porte sur',
  requestSentFor:
    'Notre équipe vérifiera {title} pour vos dates et vous proposera des logements semblables.',
  adults: 'Adultes',
  children: 'Enfants',
  bedrooms: 'Chambres',
  pets: 'Voyage avec des animaux',
  parking: 'Besoin d’un stationnement',
  propertyDetails: '{bedrooms} chambres · jusqu’à {guests} voyageurs',
  notes: 'Autre chose à nous dire',
  submit: 'Envoyer la demande',
  confirmationTitle: 'Demande reçue',
  confirmationText: 'Merci. Notre équipe vous contactera rapidement.',
  confirmationReference: 'Votre référence : {reference}',
  anotherRequest: 'Faire une autre demande',
};
