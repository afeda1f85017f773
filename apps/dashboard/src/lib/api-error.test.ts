import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, setActiveLanguage } from '../i18n';
import { ApiError, errorMessage, successMessage } from './api-error';

const clash = new ApiError('refused', {
  status: 409,
  body: {
    message:
      'The property is not available from 2031-05-12 to 2031-05-14: it is taken from 2031-05-10 to 2031-05-15 by booking BKG-20371.',
    code: 'bookingClash',
    params: {
      from: '2031-05-12',
      to: '2031-05-14',
      clashFrom: '2031-05-10',
      clashTo: '2031-05-15',
      reference: 'BKG-20371',
    },
  },
});

beforeAll(() => loadLanguage('fr'));
afterEach(() => setActiveLanguage('en'));

describe('a refusal in the user’s language', () => {
  it('shows a known code in French, its days in the French format', () => {
    setActiveLanguage('fr');
    expect(errorMessage(clash)).toBe(
      'Le logement n’est pas disponible du 12 mai 2031 au 14 mai 2031 : il est occupé du 10 mai 2031 au 15 mai 2031 par la réservation BKG-20371.',
    );
  });

  it('keeps the server’s English for English users, its days in the user’s format', () => {
    expect(errorMessage(clash)).toBe(
      'The property is not available from 12 May 2031 to 14 May 2031: it is taken from 10 May 2031 to 15 May 2031 by booking BKG-20371.',
    );
  });

  it('names what a rate limit counts, in French', () => {
    setActiveLanguage('fr');
    const limited = new ApiError('x', {
      status: 429,
      body: {
        message: 'Too many sign-in attempts. Please try again in 30 seconds.',
        code: 'rateLimited',
        params: { what: 'signInAttempts', seconds: 30 },
      },
    });
    expect(errorMessage(limited)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 30 secondes.',
    );
  });

  it('shows an unknown code, or none, in the server’s English', () => {
    setActiveLanguage('fr');
    const newer = new ApiError('x', {
      status: 409,
      body: { message: 'Newer words', code: 'fromTheFuture' },
    });
    expect(errorMessage(newer)).toBe('Newer words');
    expect(errorMessage(new ApiError('x', { status: 400, body: { message: 'Plain' } }))).toBe(
      'Plain',
    );
  });

  it('puts field issues in French by their code, keeping English for English users', () => {
    const invalid = new ApiError('x', {
      status: 400,
      body: {
        message: 'Invalid booking: reference',
        code: 'invalidInput',
        params: { names: 'reference' },
        fields: {
          reference: 'Too big: expected string to have <=40 characters',
          other: 'Own words',
        },
        issues: { reference: { code: 'tooLong', params: { maximum: 40 } } },
      },
    });
    expect(invalid.fields.reference).toBe('Too big: expected string to have <=40 characters');
    setActiveLanguage('fr');
    expect(invalid.fields).toEqual({
      reference: 'Saisissez au plus 40 caractères',
      other: 'Own words',
    });
    expect(errorMessage(invalid)).toBe('Vérifiez les champs signalés : reference');
  });
});

describe('a success answer in the user’s language', () => {
  const extended = {
    message: 'Booking BKG-20371 extended to 2031-05-20',
    code: 'bookingExtended',
    params: { reference: 'BKG-20371', checkOut: '2031-05-20' },
    data: {},
  };

  it('shows a known code in French, its days in the French format', () => {
    setActiveLanguage('fr');
    expect(successMessage(extended)).toBe('Réservation BKG-20371 prolongée jusqu’au 20 mai 2031');
    expect(
      successMessage({
        message: 'Permissions saved',
        code: 'permissionsSaved',
        data: {},
      }),
    ).toBe('Autorisations enregistrées');
  });

  it('keeps the server’s English for English users, its days in the user’s format', () => {
    expect(successMessage(extended)).toBe('Booking BKG-20371 extended to 20 May 2031');
  });

  it('shows an unknown code, or none, in the server’s English; nothing without a message', () => {
    setActiveLanguage('fr');
    expect(successMessage({ message: 'Newer words', code: 'fromTheFuture' })).toBe('Newer words');
    expect(successMessage({ message: 'Plain' })).toBe('Plain');
    expect(successMessage({ data: 1 })).toBeUndefined();
    expect(successMessage(undefined)).toBeUndefined();
  });
});
