/** Field messages of spec §5, exactly as the domain schemas raise them. */
export const validation = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailPattern: 'Please enter a valid email address.',
  passwordRule:
    'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.',
  passwordsDiffer: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  required: 'This field is required',
  phonePattern: 'Please enter a valid phone number.',
  locationRequired: 'Where do you need to stay?',
  adultsMin: 'At least one adult',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  dateRequired: 'Choose a date',
  dateOutOfRange: 'Enter a date between 1900-01-01 and 2100-12-31',
  amountTooLarge: 'Enter an amount of at most 1,000,000',
  amountNegative: 'Enter an amount of zero or more',
  periodTooLong: 'A period can be at most ten years',
  stayTooLong: 'A stay can be at most {nights} nights',
} as const;
