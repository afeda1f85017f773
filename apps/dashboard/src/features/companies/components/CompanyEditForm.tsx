import type { CompanyUpdate } from '@staydesk/domain';
import { Button, Checkbox, FormActions, FormLayout, FormSection, Loader } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import type { CompanyView } from '../api/companies';
import {
  type CompanyEditFormInput,
  changedCompanyFields,
  companyEditFormSchema,
  type CompanyEditForm as EditForm,
  editFormValues,
} from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';
import { BasicInfoFields } from './BasicInfoFields';
import { BrandingFields } from './BrandingFields';

// The logo picker (image picker, drag and drop) follows the fields in a chunk of its own: the
// form shows and can be typed in at once (the edit form was over 60 KiB gzip).
const LogoPicker = lazy(() => import('./LogoPicker').then((m) => ({ default: m.LogoPicker })));

export interface CompanyEditSave {
  fields: CompanyUpdate & { removeLogo?: boolean };
  logo: File | null;
}

/** Edits a company: changed fields, a new or removed logo, and the version it was read at. */
export function CompanyEditForm({
  company,
  isPending,
  onSave,
  onCancel,
}: {
  company: CompanyView;
  isPending: boolean;
  onSave: (save: CompanyEditSave) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useCompanyRecordTexts();
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const form = useForm<CompanyEditFormInput, unknown, EditForm>({
    resolver: zodResolver(companyEditFormSchema),
    defaultValues: editFormValues(company),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedCompanyFields(company, values);
    const logoChange = logo !== null || removeLogo;
    if (Object.keys(changes).length === 0 && !logoChange) {
      onCancel();
      return;
    }
    try {
      await onSave({
        fields: {
          ...changes,
          ...(removeLogo && !logo ? { removeLogo: true } : {}),
          version: company.version,
        },
        logo,
      });
    } catch (error) {
      applyServerFieldErrors(
        error,
        ['name', 'legalName', 'registrationNumber', 'vatNumber', 'type'],
        form.setError,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.companyRecord.detail.edit}>
      <FormLayout>
        <FormSection title={t.companyRecord.detail.information}>
          <BasicInfoFields control={form.control} />
        </FormSection>
        <FormSection title={t.companyRecord.fields.logo}>
          <Suspense fallback={<Loader label={t.common.loading} />}>
            <LogoPicker value={logo} currentUrl={company.logo?.url} onChange={setLogo} />
          </Suspense>
          {company.logo ? (
            <Checkbox isSelected={removeLogo} onChange={setRemoveLogo}>
              {t.companyRecord.fields.removeLogo}
            </Checkbox>
          ) : null}
        </FormSection>
        <FormSection title={t.companyRecord.detail.branding}>
          <BrandingFields control={form.control} path={(name) => `branding.${name}` as const} />
        </FormSection>
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onCancel}>
              {t.companyRecord.detail.cancelEdit}
            </Button>
          }
          primary={
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.companyRecord.detail.save}
            </Button>
          }
        />
      </FormLayout>
    </form>
  );
}
