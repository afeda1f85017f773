import type { PropertyOptionsEn } from '../en/property-options';
import type { Widen } from '../types';

/** The property option labels in French (typed by the English shape). */
export const propertyOptionsFr: Widen<PropertyOptionsEn> = {
  type: {
    house: 'Maison',
    bungalow: 'Bungalow',
    maisonette: 'Maisonnette',
    apartment: 'Appartement',
    duplex: 'Appartement en duplex',
    studio: 'Studio',
    mobile: 'Mobil-home',
    annex: 'Annexe',
  },
  bed: {
    single: 'Simple',
    double: 'Double',
    king: 'King size',
    sofa: 'Canapé-lit',
    cots: 'Lit bébé',
    twins: 'Lits jumeaux',
    bunk: 'Lits superposés',
  },
  bathroom: {
    wc: 'WC',
    'walk-in-shower': 'Douche à l’italienne',
    'wet-room': 'Salle d’eau ouverte',
    bath: 'Baignoire',
    'bath-plus-shower': 'Baignoire avec douche',
    'bath-plus-free-shower': 'Baignoire et douche séparée',
  },
  parking: {
    'on-site-free': 'Sur place (gratuit)',
    'on-site-chargeable': 'Sur place (payant)',
    'off-site-free': 'À proximité (gratuit)',
    'off-site-chargeable': 'À proximité (payant)',
  },
  noParking: 'Pas de parking',
  pets: { 'yes-free': 'Oui (gratuit)', 'yes-chargeable': 'Oui (payant)', no: 'Non' },
  checkIn: { 'meet-and-greet': 'Accueil en personne', 'key-box': 'Boîte à clés' },
  amenityTab: {
    general: 'Résumé',
    kitchen: 'Cuisine',
    laundry: 'Buanderie',
    outside: 'Extérieur',
    safety: 'Sécurité',
  },
};
