import { Button, FormActions, FormLayout, FormSection } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { type BasicInfoForm, basicInfoFormSchema } from '../api/company-form';
import { useCompanyRecordTexts } from '../record-messages';
import { BasicInfoFields } from './BasicInfoFields';
import { type ParentOption, ParentPicker } from './ParentPicker';

/** Wizard step 1: basic information, validated before moving on. */
export function BasicInfoStep({
  initial,
  parentOptions,
  parentSearch,
  onParentSearch,
  onNext,
}: {
  initial: BasicInfoForm;
  parentOptions: readonly ParentOption[];
  parentSearch: string;
  onParentSearch: (text: string) => void;
  onNext: (values: BasicInfoForm) => void;
}) {
  const t = useCompanyRecordTexts();
  const form = useForm<BasicInfoForm>({
    resolver: zodResolver(basicInfoFormSchema),
    defaultValues: initial,
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onNext)}
      aria-label={t.companyRecord.wizard.steps.basic}
    >
      <FormLayout>
        <FormSection title={t.companyRecord.wizard.steps.basic}>
          <BasicInfoFields control={form.control} />
          <ParentPicker
            control={form.control}
            options={parentOptions}
            search={parentSearch}
            onSearch={onParentSearch}
          />
        </FormSection>
        <FormActions primary={<Button type="submit">{t.companyRecord.wizard.next}</Button>} />
      </FormLayout>
    </form>
  );
}
