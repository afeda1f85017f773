import type { EnquiryView } from '@staydesk/domain';
import { FormSection, Loader, Text } from '@staydesk/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { useFormat, useMessages } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import { useUpdateEnquiry } from '../api/enquiries';
import {
  type EnquiryFormInput,
  type EnquiryFormValues,
  enquiryChanges,
  enquiryEditForm,
  enquiryFormSchema,
  RESPOND_BY_EDIT_PRESETS,
} from '../api/enquiry-form';
import { ClientFields } from '../components/create/ClientFields';
import { GuestsField } from '../components/GuestsField';
import { enquiriesMessages } from '../messages';
import { useConflictRefresh } from './useConflictRefresh';

const StayFields = lazy(() =>
  import('../components/create/StayFields').then((m) => ({ default: m.StayFields })),
);
const RequirementsFields = lazy(() =>
  import('../components/create/RequirementsFields').then((m) => ({
    default: m.RequirementsFields,
  })),
);

/** Fields the server may name in a refusal, put beside them. */
const SERVER_FIELDS = ['checkIn', 'checkOut', 'clientReference', 'adults', 'notes'] as const;

/**
 * Edit enquiry: everything the create form took (client, company, billing company, agent,
 * guests, dates, place with its coordinates, requirements, budget, respond-by), sent as the
 * changed fields with the version read (409 when someone saved meanwhile).
 */
export function EnquiryEditDialog({
  enquiry: current,
  onClose,
}: {
  enquiry: EnquiryView;
  onClose: () => void;
}) {
  // The enquiry as it was when the form opened: its version goes with the changes, so a save
  // made by someone else meanwhile is a 409, never silently overwritten by this form.
  const [enquiry] = useState(current);
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const update = useUpdateEnquiry();
  const refresh = useConflictRefresh();
  const schema = useMemo(() => enquiryFormSchema(m.validation), [m]);
  const initial = useMemo(() => enquiryEditForm(enquiry), [enquiry]);
  const form = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const control = form.control;
  return (
    <MutationDialog
      size="large"
      title={m.modals.edit.title}
      submitLabel={m.modals.edit.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={formWrite(form, (values) =>
        update.trigger({
          id: enquiry.id,
          changes: { ...enquiryChanges(enquiry, values), version: enquiry.version },
        }),
      )}
      onFailure={(error) => applyServerFieldErrors(error, SERVER_FIELDS, form.setError)}
      refresh={refresh}
      refusal="close"
    >
      <Text>{f.message(m.modals.edit.text, { reference: enquiry.reference })}</Text>
      <ClientFields control={control} setValue={form.setValue} />
      <FormSection title={m.create.sections.guests}>
        <GuestsField control={control} name="guests" />
      </FormSection>
      <Suspense fallback={<Loader label={m.create.sections.stay} />}>
        <StayFields control={control} excludeId={enquiry.id} />
      </Suspense>
      <Suspense fallback={<Loader label={m.create.sections.requirements} />}>
        <RequirementsFields control={control} respondByPresets={RESPOND_BY_EDIT_PRESETS} />
      </Suspense>
    </MutationDialog>
  );
}
