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
  dateOutOfRange: 'Saisissez une date entre le 1900-01-01 et le 2100-12-31',
  amountTooLarge: 'Saisissez un montant d’au plus 1 000 000',
  amountNegative: 'Saisissez un montant positif ou nul',
  periodTooLong: 'Une période ne peut pas dépasser dix ans',
  stayTooLong: 'Un séjour ne peut pas dépasser {nights} nuits',
};
