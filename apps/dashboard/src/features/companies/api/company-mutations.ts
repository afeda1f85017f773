import { type CompanyCreate, type CompanyUpdate, mutationResponseSchema } from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { companyViewSchema } from './companies';
import { companyKeys } from './keys';

const companyMutationSchema = mutationResponseSchema(companyViewSchema);

/**
 * The multipart body the company endpoints take: every field as JSON in one `data` field,
 * and the logo as the `logo` file.
 */
function companyFormData(fields: object, logo: File | null): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(fields));
  if (logo) body.append('logo', logo, logo.name);
  return body;
}

/** POST /api/companies (multipart, spec §7). */
export function createCompany(input: { fields: Partial<CompanyCreate>; logo: File | null }) {
  return api.post(
    '/api/companies',
    companyFormData(input.fields, input.logo),
    companyMutationSchema,
  );
}

/** PATCH /api/companies/{companyId} (multipart, with the version read; spec §7). */
export function updateCompany(input: {
  id: string;
  fields: CompanyUpdate & { removeLogo?: boolean };
  logo: File | null;
}) {
  return api.patch(
    companyKeys.detail(input.id),
    companyFormData(input.fields, input.logo),
    companyMutationSchema,
  );
}

/** DELETE /api/companies/{id}, conditional on the version shown. */
export function deleteCompany(input: { id: string; version: number }) {
  return api.delete(companyKeys.detail(input.id), companyMutationSchema, {
    params: { version: input.version },
  });
}

export const useCreateCompany = () =>
  useMutation(createCompany, { revalidate: companyKeys.isListKey });
export const useUpdateCompany = () =>
  useMutation(updateCompany, { revalidate: companyKeys.isCompanyKey });
export const useDeleteCompany = () =>
  useMutation(deleteCompany, { revalidate: companyKeys.isListKey });
