import type { Messages } from '../types';

export const validation: Messages['validation'] = {
  emailRequired: 'L’e-mail est obligatoire',
  passwordRequired: 'Le mot de passe est obligatoire',
  emailPattern: 'Veuillez saisir une adresse e-mail valide.',
  passwordRule:
    'Le mot de passe doit comporter au moins 10 caractères, dont des majuscules, des minuscules et des chiffres.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  fullNameRequired: 'Le nom complet est obligatoire',
  required: 'Ce champ est obligatoire',
  phonePattern: 'Veuillez saisir un numéro de téléphone valide.',
  locationRequired: 'Où souhaitez-vous séjourner ?',
  adultsMin: 'Au moins un adulte',
  checkOutAfterCheckIn: 'Le départ doit être postérieur à l’arrivée',
  dateRequired: 'Choisissez une date',
};
