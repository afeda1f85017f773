import { AGENT_LIMITS, type AgentCreate, CONTACT_LIMITS } from '@staydesk/domain';
import { Button, FormActions, FormLayout, FormRow, FormSection } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { FormCompanyPicker } from '../../../components/FormCompanyPicker';
import { FormSelectField } from '../../../components/FormSelectField';
import { useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { type AgentFormInput, agentFormSchema } from '../api/agent-form';
import { agentsMessages } from '../messages';

const FIELDS = [
  'name',
  'agencyCompanyId',
  'agencyName',
  'contact.name',
  'contact.email',
  'contact.phone',
  'commissionPercent',
  'status',
] as const;

/** The agent's fields (create and edit), checked by the domain schema the API uses. */
export function AgentForm({
  initial,
  agencyCompanyName,
  submitLabel,
  cancelLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  initial: AgentFormInput;
  agencyCompanyName: string | null;
  submitLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onSubmit: (values: AgentCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const m = useMessages(agentsMessages);
  const form = useForm<AgentFormInput, unknown, AgentCreate>({
    resolver: zodResolver(agentFormSchema),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });
  const control = form.control;

  return (
    <form noValidate onSubmit={submit}>
      <FormLayout>
        <FormSection title={m.sections.agent}>
          <FormTextField
            control={control}
            name="name"
            label={m.fields.name}
            isRequired
            maxLength={AGENT_LIMITS.name}
          />
        </FormSection>
        <FormSection title={m.sections.agency}>
          <FormCompanyPicker
            control={control}
            name="agencyCompanyId"
            label={m.fields.agencyCompany}
            placeholder={m.fields.agencyPlaceholder}
            emptyText={m.fields.noCompany}
            initialName={agencyCompanyName}
          />
          <FormTextField
            control={control}
            name="agencyName"
            label={m.fields.agencyName}
            maxLength={AGENT_LIMITS.agencyName}
          />
        </FormSection>
        <FormSection title={m.sections.contact}>
          <FormTextField
            control={control}
            name="contact.name"
            label={m.fields.contactName}
            maxLength={CONTACT_LIMITS.name}
          />
          <FormRow>
            <FormTextField
              control={control}
              name="contact.email"
              type="email"
              label={m.fields.contactEmail}
              maxLength={CONTACT_LIMITS.email}
            />
            <FormTextField
              control={control}
              name="contact.phone"
              type="tel"
              label={m.fields.contactPhone}
              maxLength={CONTACT_LIMITS.phone}
            />
          </FormRow>
        </FormSection>
        <FormSection title={m.sections.terms}>
          <FormRow>
            <FormTextField
              control={control}
              name="commissionPercent"
              label={m.fields.commissionPercent}
              inputMode="decimal"
              isRequired
            />
            <FormSelectField
              control={control}
              name="status"
              label={m.fields.status}
              isRequired
              options={[
                { value: 'active', label: m.statuses.active },
                { value: 'inactive', label: m.statuses.inactive },
              ]}
            />
          </FormRow>
        </FormSection>
        <FormActions
          secondary={
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
          }
          primary={
            <Button type="submit" isPending={isPending}>
              {submitLabel}
            </Button>
          }
        />
      </FormLayout>
    </form>
  );
}
