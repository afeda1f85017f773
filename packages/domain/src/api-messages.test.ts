import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { apiErrorSchema } from './api';
import {
  API_MESSAGE_PARAMS,
  type ApiMessageCatalogue,
  type ApiMessageCode,
  apiMessage,
  formatApiMessage,
  isApiMessageCode,
  NO_SUCH,
  RATE_LIMITED,
  RECORD_KINDS,
  zodIssueMessage,
} from './api-messages';
import { API_MESSAGES_EN } from './api-messages-en';
import { API_MESSAGES_FR } from './api-messages-fr';
import { OFFER_STATUSES, WORKFLOW_STATUSES } from './statuses';

/** FormatJS, as the server and the dashboard format the texts. */
const formatIn = (locale: string) => (message: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, locale).format(values));
const fmt = formatIn('en-GB');
const CATALOGUES: Record<string, ApiMessageCatalogue> = {
  en: API_MESSAGES_EN,
  fr: API_MESSAGES_FR,
};
const CODES = Object.keys(API_MESSAGE_PARAMS) as ApiMessageCode[];

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** FormatJS's parser's TYPE.argument … TYPE.plural: the elements that name an argument. */
const ARGUMENT_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6]);

/** The arguments a text names, at any depth of its plurals and selects (FormatJS's parse). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly Element[]) => {
    for (const element of elements) {
      if (ARGUMENT_TYPES.has(element.type) && 'value' in element) names.add(String(element.value));
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en-GB').getAst());
  return [...names].sort();
}

describe('the API message catalogue', () => {
  it.each(Object.entries(CATALOGUES))('has every code, and nothing else, in %s', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...CODES].sort());
  });

  it.each(CODES)('%s names only its declared parameters, in both languages', (code) => {
    const declared = Object.keys(API_MESSAGE_PARAMS[code]);
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const name of placeholders(catalogue[code])) expect(declared).toContain(name);
    }
    // English carries every parameter: it is the text API users read.
    expect(placeholders(API_MESSAGES_EN[code])).toEqual([...declared].sort());
  });

  it('formats a clash in French with the days formatted by the caller', () => {
    const { code, params } = apiMessage('bookingClash', {
      from: '2031-05-12',
      to: '2031-05-14',
      clashFrom: '2031-05-10',
      clashTo: '2031-05-15',
      reference: 'BKG-20371',
    });
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(formatApiMessage(API_MESSAGES_FR, fmt, code, params, day)).toBe(
      'Le logement n’est pas disponible du 12/05/2031 au 14/05/2031 : il est occupé du 10/05/2031 au 15/05/2031 par la réservation BKG-20371.',
    );
    expect(formatApiMessage(API_MESSAGES_EN, fmt, code, params)).toBe(
      'The property is not available from 2031-05-12 to 2031-05-14: it is taken from 2031-05-10 to 2031-05-15 by booking BKG-20371.',
    );
  });

  it('names what a rate limit counts, and pluralises its wait', () => {
    expect(
      formatApiMessage(API_MESSAGES_FR, formatIn('fr-FR'), 'rateLimited', {
        what: 'signInAttempts',
        seconds: 1,
      }),
    ).toBe('Trop de tentatives de connexion. Réessayez dans 1 seconde.');
    expect(
      formatApiMessage(API_MESSAGES_EN, fmt, 'rateLimited', {
        what: 'propertyRequests',
        seconds: 30,
      }),
    ).toBe('Too many property requests from this address. Please try again in 30 seconds.');
    // Each language names every kind of limit in its own words (none falls to `other`).
    for (const what of RATE_LIMITED) {
      for (const [language, catalogue] of Object.entries(CATALOGUES)) {
        const text = formatApiMessage(catalogue, fmt, 'rateLimited', { what, seconds: 2 });
        const fallback = formatApiMessage(catalogue, fmt, 'rateLimited', { what: '?', seconds: 2 });
        expect(text, `${language} ${what}`).not.toBe(fallback);
      }
    }
  });

  it('names a booking status in the language of the text', () => {
    const params = { from: 'cancelled', to: 'complete' };
    expect(formatApiMessage(API_MESSAGES_EN, fmt, 'statusMoveIllegal', params)).toBe(
      'A booking cannot move from Cancelled to Complete',
    );
    expect(formatApiMessage(API_MESSAGES_FR, fmt, 'statusMoveIllegal', params)).toBe(
      'Une réservation ne peut pas passer de « Annulée » à « Terminée »',
    );
  });

  it('names each kind of record in the words of each language', () => {
    for (const record of RECORD_KINDS) {
      for (const [language, catalogue] of Object.entries(CATALOGUES)) {
        for (const code of [
          'recordCreated',
          'recordUpdated',
          'recordDeleted',
          'recordRestored',
        ] as const) {
          const text = formatApiMessage(catalogue, fmt, code, { record });
          const fallback = formatApiMessage(catalogue, fmt, code, { record: '?' });
          expect(text, `${language} ${code} ${record}`).not.toBe(fallback);
        }
      }
    }
    expect(formatApiMessage(API_MESSAGES_EN, fmt, 'recordCreated', { record: 'taxRate' })).toBe(
      'Tax rate created',
    );
    expect(formatApiMessage(API_MESSAGES_FR, fmt, 'recordDeleted', { record: 'booking' })).toBe(
      'Réservation supprimée',
    );
  });

  it('names each missing reference in the words of each language', () => {
    for (const what of NO_SUCH) {
      for (const [language, catalogue] of Object.entries(CATALOGUES)) {
        const text = formatApiMessage(catalogue, fmt, 'noSuch', { what });
        const fallback = formatApiMessage(catalogue, fmt, 'noSuch', { what: '?' });
        expect(text, `${language} ${what}`).not.toBe(fallback);
      }
    }
    expect(formatApiMessage(API_MESSAGES_EN, fmt, 'noSuch', { what: 'billingCompany' })).toBe(
      'No such billing company',
    );
    expect(formatApiMessage(API_MESSAGES_EN, fmt, 'noSuch', { what: 'record' })).toBe(
      'No such record',
    );
  });

  it('names an enquiry status in the language of the text', () => {
    for (const { value, label } of WORKFLOW_STATUSES) {
      const params = { reference: 'ENQ-1', status: value };
      expect(formatApiMessage(API_MESSAGES_EN, fmt, 'enquiryStatusChanged', params)).toBe(
        `Enquiry ENQ-1 is now ${label}`,
      );
      expect(formatApiMessage(API_MESSAGES_FR, fmt, 'enquiryStatusChanged', params)).not.toContain(
        value,
      );
    }
  });

  it('names an offer line status in the words of each language, as staff read it', () => {
    for (const { value, label } of OFFER_STATUSES) {
      const params = { from: value, to: 'approved' };
      expect(formatApiMessage(API_MESSAGES_EN, fmt, 'offerMoveIllegal', params)).toBe(
        `A line cannot move from ${label} to Approved`,
      );
      expect(formatApiMessage(API_MESSAGES_FR, fmt, 'offerMoveIllegal', params)).not.toContain(
        value,
      );
    }
  });

  it('tells how each action-only enquiry status is reached, in both languages', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const texts = ['booked', 'assigned', 'notAssigned'].map((status) =>
        formatApiMessage(catalogue, fmt, 'enquiryActionOnly', { status }),
      );
      expect(new Set(texts).size, language).toBe(3);
    }
  });

  it('counts in the words the server always answered, whatever the count', () => {
    const en = (code: ApiMessageCode, params: Record<string, string | number>) =>
      formatApiMessage(API_MESSAGES_EN, fmt, code, params);
    for (const count of [0, 1, 2, 1500]) {
      expect(en('paymentsImported', { count })).toBe(
        `${count} payment${count === 1 ? '' : 's'} imported`,
      );
      expect(en('documentsExported', { count, provider: 'Xero' })).toBe(
        `${count} document${count === 1 ? '' : 's'} exported to Xero`,
      );
      expect(en('trackerEntriesDone', { count })).toBe(
        count === 1 ? '1 entry marked done' : `${count} entries marked done`,
      );
      expect(en('draftInvoicesCreated', { count })).toBe(
        count === 1 ? 'Draft invoice created' : `${count} draft invoices created`,
      );
    }
    expect(
      formatApiMessage(API_MESSAGES_FR, formatIn('fr-FR'), 'paymentsImported', { count: 0 }),
    ).toBe('0 paiement importé');
  });

  it('knows its own codes only', () => {
    expect(isApiMessageCode('bookingClash')).toBe(true);
    expect(isApiMessageCode('toString')).toBe(false);
    expect(isApiMessageCode('somethingNew')).toBe(false);
  });

  it('is carried by the error body beside the English message', () => {
    const body = apiErrorSchema.parse({
      message: 'Please check the highlighted fields: name',
      code: 'invalidInput',
      params: { names: 'name' },
      fields: { name: 'Too small' },
      issues: { name: { code: 'tooShort', params: { minimum: 2 } } },
    });
    expect(body.issues?.name).toEqual({ code: 'tooShort', params: { minimum: 2 } });
  });
});

describe('zodIssueMessage', () => {
  const schema = z.object({
    name: z.string().check(z.minLength(1)),
    code: z.string().check(z.minLength(3), z.maxLength(5)),
    nights: z.number().check(z.gte(1), z.lte(30), z.multipleOf(1)),
    tags: z.array(z.string()).check(z.maxLength(2)),
    kind: z.enum(['a', 'b']),
    email: z.string().check(z.email()),
    note: z.string().check(z.refine(() => false, { params: { code: 'nulCharacter' } })),
  });

  function issuesOf(input: Record<string, unknown>) {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), zodIssueMessage(issue, input)]),
    );
  }

  it('maps zod’s checks to catalogue codes with their limits', () => {
    expect(
      issuesOf({
        name: '',
        code: 'ab',
        nights: 31,
        tags: ['a', 'b', 'c'],
        kind: 'c',
        email: 'nope',
        note: 'x',
      }),
    ).toEqual({
      name: { code: 'required' },
      code: { code: 'tooShort', params: { minimum: 3 } },
      nights: { code: 'tooBig', params: { maximum: 30 } },
      tags: { code: 'tooManyItems', params: { maximum: 2 } },
      kind: { code: 'invalidChoice' },
      email: { code: 'invalidFormat' },
      note: { code: 'nulCharacter', params: {} },
    });
  });

  it('tells a missing value from one of the wrong type', () => {
    const issues = issuesOf({
      code: 12,
      nights: 0,
      tags: [],
      kind: 'a',
      email: 'a@b.co',
      note: '',
    });
    expect(issues.name).toEqual({ code: 'required' });
    expect(issues.code).toEqual({ code: 'invalidType' });
    expect(issues.nights).toEqual({ code: 'tooSmall', params: { minimum: 1 } });
  });
});
