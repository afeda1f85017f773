import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  accountCreateSchema,
  billingCompanyCreateSchema,
  companyCreateSchema,
  globalSettingsUpdateSchema,
  propertyRequestCreateSchema,
  recordIdSchema,
  resetPasswordSchema,
  signInSchema,
  TEXT_LIMITS,
} from './index';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));

describe('text limits of the input schemas', () => {
  it('bound names at 200 and codes at 60, refusing NUL by field', () => {
    const base = { name: 'Acme', legalName: '', registrationNumber: '', vatNumber: '' };
    const company = z.partial(companyCreateSchema);
    expect(company.safeParse({ ...base, name: 'x'.repeat(TEXT_LIMITS.name) }).success).toBe(true);
    expect(fieldsOf(company.safeParse({ ...base, name: 'x'.repeat(201) }))).toEqual(['name']);
    expect(fieldsOf(company.safeParse({ ...base, vatNumber: 'x'.repeat(61) }))).toEqual([
      'vatNumber',
    ]);
    expect(fieldsOf(company.safeParse({ ...base, legalName: 'a\u0000b' }))).toEqual(['legalName']);
  });

  it('check references as UUIDs before they reach SQL', () => {
    expect(recordIdSchema.safeParse('abc').success).toBe(false);
    expect(fieldsOf(z.partial(companyCreateSchema).safeParse({ parentId: 'abc' }))).toEqual([
      'parentId',
    ]);
    expect(
      fieldsOf(z.partial(billingCompanyCreateSchema).safeParse({ companyId: '1; drop table x' })),
    ).toEqual(['companyId']);
  });

  it('bound passwords, emails, tokens, addresses and settings', () => {
    expect(
      fieldsOf(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(257) })),
    ).toEqual(['password']);
    expect(
      fieldsOf(
        accountCreateSchema.safeParse({
          fullName: 'A',
          email: `${'a'.repeat(250)}@b.co`,
          role: 'user',
          password: 'Abcdefghij1',
        }),
      ),
    ).toEqual(['email']);
    expect(
      fieldsOf(
        resetPasswordSchema.safeParse({ password: 'Abcdefghij1', resetToken: 'x'.repeat(513) }),
      ),
    ).toEqual(['resetToken']);
    expect(
      fieldsOf(
        z.partial(billingCompanyCreateSchema).safeParse({
          billingAddress: {
            street: 'x'.repeat(201),
            city: '',
            state: '',
            zip: '',
            freeFormAddress: '',
            position: null,
          },
        }),
      ),
    ).toEqual(['billingAddress.street']);
    expect(
      fieldsOf(globalSettingsUpdateSchema.safeParse({ version: 1, companyName: 'x'.repeat(201) })),
    ).toEqual(['companyName']);
  });

  it('refuse NUL in the anonymous property request', () => {
    const request = {
      fullName: 'a\u0000b',
      email: 'a@b.co',
      phone: '+44 20 7946 0000',
      location: 'London',
      checkIn: '2027-01-01',
      adults: 1,
    };
    expect(fieldsOf(propertyRequestCreateSchema.safeParse(request))).toEqual(['fullName']);
  });
});
