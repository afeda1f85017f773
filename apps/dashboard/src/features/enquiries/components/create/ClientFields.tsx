import { ENQUIRY_SOURCES } from '@staydesk/domain';
import { FormRow, FormSection } from '@staydesk/ui';
import type { UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormSearchPicker } from '../../../../components/FormSearchPicker';
import { FormSelectField } from '../../../../components/FormSelectField';
import { useMessages } from '../../../../i18n';
import { FormTextField } from '../../../../lib/form-fields';
import {
  agentSource,
  billingSource,
  companyDefaultBilling,
  companySource,
  subcompanySource,
} from '../../../../lib/options';
import type { EnquiryFormControl, EnquiryFormInput } from '../../api/enquiry-form';
import { enquiriesMessages } from '../../messages';

/**
 * The client: company (its subcompany and billing company follow it, the billing company
 * becoming the company's default), agent, source, the client's reference and the booker. The
 * create and the edit form share it.
 */
export function ClientFields({
  control,
  setValue,
}: {
  control: EnquiryFormControl;
  setValue: UseFormSetValue<EnquiryFormInput>;
}) {
  const m = useMessages(enquiriesMessages);
  const company = useWatch({ control, name: 'company' });
  const options = <T extends { value: string }>(
    list: readonly T[],
    labels: Record<string, string>,
  ) => list.map((item) => ({ value: item.value, label: labels[item.value] ?? item.value }));
  return (
    <FormSection title={m.create.sections.client}>
      <FormRow>
        <FormSearchPicker
          control={control}
          name="company"
          label={m.fields.company}
          placeholder={m.fields.companyPlaceholder}
          emptyText={m.fields.noMatches}
          source={companySource}
          onChosen={(chosen) => {
            setValue('subcompany', null);
            setValue('billingCompany', null);
            if (!chosen) return;
            void companyDefaultBilling(chosen.id)
              .then((billing) => {
                if (billing) setValue('billingCompany', billing, { shouldDirty: true });
              })
              .catch(() => undefined);
          }}
        />
        <FormSearchPicker
          control={control}
          name="agent"
          label={m.fields.agent}
          placeholder={m.fields.agentPlaceholder}
          emptyText={m.fields.noMatches}
          source={agentSource}
        />
      </FormRow>
      <FormRow>
        <FormSearchPicker
          key={`sub-${company?.id ?? ''}`}
          control={control}
          name="subcompany"
          label={m.fields.subcompany}
          placeholder={m.fields.subcompanyPlaceholder}
          emptyText={m.fields.noMatches}
          source={subcompanySource(company?.id ?? null)}
        />
        <FormSearchPicker
          key={`billing-${company?.id ?? ''}`}
          control={control}
          name="billingCompany"
          label={m.fields.billingCompany}
          placeholder={m.fields.billingCompanyPlaceholder}
          emptyText={m.fields.noMatches}
          source={billingSource(company?.id ?? null)}
        />
      </FormRow>
      <FormRow>
        <FormSelectField
          control={control}
          name="source"
          label={m.fields.source}
          options={options(ENQUIRY_SOURCES, m.sources)}
          isRequired
        />
        <FormTextField
          control={control}
          name="clientReference"
          label={m.fields.clientReference}
          description={m.fields.clientReferenceHint}
          maxLength={120}
        />
      </FormRow>
      <FormTextField
        control={control}
        name="bookerName"
        label={m.fields.bookerName}
        maxLength={120}
      />
      <FormRow>
        <FormTextField
          control={control}
          name="bookerEmail"
          type="email"
          label={m.fields.bookerEmail}
          maxLength={254}
        />
        <FormTextField
          control={control}
          name="bookerPhone"
          type="tel"
          label={m.fields.bookerPhone}
          maxLength={40}
        />
      </FormRow>
    </FormSection>
  );
}
