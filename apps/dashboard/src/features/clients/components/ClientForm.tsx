import { CLIENT_LIMITS, type ClientCreate, type ClientFlag } from '@staydesk/domain';
import {
  Box,
  Button,
  Checkbox,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  Inline,
  Stack,
  Text,
} from '@staydesk/ui';
import { useController, useForm } from 'react-hook-form';
import { FormCompanyPicker } from '../../../components/FormCompanyPicker';
import { useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { CLIENT_FLAG_VALUES, type ClientFormInput, clientFormSchema } from '../api/client-form';
import { clientsMessages } from '../messages';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyId', 'notes', 'flags'] as const;

/**
 * The guest's fields (create and edit): names, email, phone, company, notes and flags, checked
 * by the domain schema the API uses; server field errors land on their fields.
 */
export function ClientForm({
  initial,
  companyName,
  submitLabel,
  cancelLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  initial: ClientFormInput;
  companyName: string | null;
  submitLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onSubmit: (values: ClientCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const m = useMessages(clientsMessages);
  const form = useForm<ClientFormInput, unknown, ClientCreate>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: initial,
  });
  const flags = useController({ control: form.control, name: 'flags' });
  const chosenFlags: readonly ClientFlag[] = flags.field.value ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormLayout>
        <FormSection title={m.sections.person}>
          <FormRow>
            <FormTextField
              control={form.control}
              name="firstName"
              label={m.fields.firstName}
              isRequired
              maxLength={CLIENT_LIMITS.firstName}
            />
            <FormTextField
              control={form.control}
              name="lastName"
              label={m.fields.lastName}
              maxLength={CLIENT_LIMITS.lastName}
            />
          </FormRow>
          <FormRow>
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={m.fields.email}
              maxLength={CLIENT_LIMITS.email}
            />
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              label={m.fields.phone}
              maxLength={CLIENT_LIMITS.phone}
            />
          </FormRow>
          <FormCompanyPicker
            control={form.control}
            name="companyId"
            label={m.fields.company}
            placeholder={m.fields.companyPlaceholder}
            emptyText={m.fields.noCompany}
            initialName={companyName}
          />
        </FormSection>
        <FormSection title={m.sections.notes}>
          <FormTextArea
            control={form.control}
            name="notes"
            label={m.fields.notes}
            maxLength={CLIENT_LIMITS.notes}
          />
          <Box role="group" aria-label={m.fields.flags}>
            <Stack space="small">
              <Text size="small" weight="medium">
                {m.fields.flags}
              </Text>
              <Inline space="medium">
                {CLIENT_FLAG_VALUES.map((flag) => (
                  <Checkbox
                    key={flag}
                    isSelected={chosenFlags.includes(flag)}
                    onChange={(selected) =>
                      flags.field.onChange(
                        selected
                          ? [...chosenFlags, flag]
                          : chosenFlags.filter((candidate) => candidate !== flag),
                      )
                    }
                  >
                    {m.flags[flag]}
                  </Checkbox>
                ))}
              </Inline>
            </Stack>
          </Box>
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
