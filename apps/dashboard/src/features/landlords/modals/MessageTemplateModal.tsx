import {
  fillMessageTemplate,
  type LandlordMessageTemplate,
  type LandlordView,
  landlordMessageTemplateSchema,
  MESSAGE_TEMPLATE_MAX_LENGTH,
  MESSAGE_TEMPLATE_PLACEHOLDERS,
} from '@staydesk/domain';
import { Card, CopyButton, FormRow, Inline, Stack, Text, TextField } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { LazyDayField } from '../../../components/FormDayField';
import { LoadingDialog } from '../../../components/LoadingDialog';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { type Formatters, useFormat, useMessages, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea } from '../../../lib/form-fields';
import { landlordErrorText, translatedResolver } from '../api/landlord-form';
import { messageTemplateKey, useMessageTemplate, useSaveMessageTemplate } from '../api/landlords';
import { landlordsMessages } from '../messages';

type TemplateInput = z.input<typeof landlordMessageTemplateSchema>;

const isoDateSchema = z.iso.date();
const DAY_MS = 86_400_000;

interface Stay {
  checkIn: string;
  checkOut: string;
  propertyTitle: string;
  guests: string;
}

/** The values a template is filled with: only those known; the rest stay visible as written. */
export function templateValues(
  stay: Stay,
  names: { landlordName: string; staffName: string },
  f: Formatters,
): Partial<Record<string, string>> {
  const values: Record<string, string> = { ...names };
  const checkIn = isoDateSchema.safeParse(stay.checkIn.trim());
  const checkOut = isoDateSchema.safeParse(stay.checkOut.trim());
  if (checkIn.success) values.checkIn = f.date(checkIn.data);
  if (checkOut.success) values.checkOut = f.date(checkOut.data);
  if (checkIn.success && checkOut.success) {
    const nights = Math.round((Date.parse(checkOut.data) - Date.parse(checkIn.data)) / DAY_MS);
    if (nights > 0) values.nights = f.number(nights);
  }
  if (stay.propertyTitle.trim()) values.propertyTitle = stay.propertyTitle.trim();
  const guests = Number(stay.guests);
  if (stay.guests.trim() && Number.isInteger(guests) && guests > 0)
    values.guests = f.number(guests);
  return values;
}

/**
 * The landlord message template modal with its template read: edit the stored template (PUT
 * with its version; a stale one is refused in place and the template reloaded), fill it with
 * the landlord's name and the chosen dates, and copy the message ('Copied!'). Saving keeps it
 * open, to go on with the message.
 */
export function MessageTemplateDialog({
  stored,
  landlord,
  stay,
  setStay,
  onClose,
}: {
  stored: LandlordMessageTemplate;
  landlord: LandlordView;
  /** Held by the modal, so the typed dates outlive anything this dialog does. */
  stay: Stay;
  setStay: (update: (now: Stay) => Stay) => void;
  onClose: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const t = useT();
  const f = useFormat();
  const { userData } = useCurrentUser();
  const save = useSaveMessageTemplate();
  const refresh = useConflictRefresh((key) => key === messageTemplateKey);
  const form = useForm<TemplateInput, unknown, LandlordMessageTemplate>({
    resolver: translatedResolver(landlordMessageTemplateSchema, (message) =>
      landlordErrorText(m.errors, message),
    ),
    defaultValues: stored,
  });
  // A newer stored template (saved here or elsewhere) replaces an untouched form in place; an
  // edited one is kept, and its save meets the stale version with a clear message. The form is
  // never remounted: a remount under a user's typing would drop what they typed.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty && stored.version > form.getValues('version')) form.reset(stored);
  }, [stored, isDirty, form]);
  const template = useWatch({ control: form.control, name: 'template' });
  const message = fillMessageTemplate(
    template,
    templateValues(stay, { landlordName: landlord.name, staffName: userData.fullName }, f),
  );
  const set = (key: keyof Stay) => (value: string) => setStay((now) => ({ ...now, [key]: value }));

  return (
    <MutationDialog
      title={m.template.title}
      submitLabel={m.template.save}
      cancelLabel={m.template.close}
      pendingLabel={t.common.loading}
      size="large"
      onClose={onClose}
      closeOnSuccess={false}
      onSubmit={formWrite(form, async (values) => {
        const result = await save.trigger(values);
        form.reset(result.data);
      })}
      refresh={refresh}
      onFailure={(error) => applyServerFieldErrors(error, ['template'], form.setError)}
    >
      <FormTextArea
        control={form.control}
        name="template"
        label={m.template.templateLabel}
        description={f.message(m.template.placeholders, {
          list: MESSAGE_TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
        })}
        rows={5}
        isRequired
        maxLength={MESSAGE_TEMPLATE_MAX_LENGTH}
      />
      <Stack space="small">
        <Text weight="medium">{m.template.fillTitle}</Text>
        <FormRow>
          <LazyDayField label={m.template.checkIn} value={stay.checkIn} onChange={set('checkIn')} />
          <LazyDayField
            label={m.template.checkOut}
            value={stay.checkOut}
            onChange={set('checkOut')}
          />
        </FormRow>
        <FormRow>
          <TextField
            label={m.template.propertyTitle}
            value={stay.propertyTitle}
            onChange={set('propertyTitle')}
            maxLength={200}
          />
          <TextField
            label={m.template.guests}
            inputMode="numeric"
            value={stay.guests}
            onChange={set('guests')}
            maxLength={3}
          />
        </FormRow>
      </Stack>
      <Stack space="small">
        <Text weight="medium">{m.template.preview}</Text>
        <Card padding="small">
          <Text>
            <output aria-label={m.template.preview}>{message}</output>
          </Text>
        </Card>
        <Inline space="small" alignY="center">
          <CopyButton text={message} label={m.template.copy} successMessage={m.template.copied} />
        </Inline>
      </Stack>
    </MutationDialog>
  );
}

/** The message template modal: reads the stored template first. */
export function MessageTemplateModal({
  landlord,
  onClose,
}: {
  landlord: LandlordView;
  onClose: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const { data, error } = useMessageTemplate();
  const [stay, setStay] = useState<Stay>({
    checkIn: '',
    checkOut: '',
    propertyTitle: '',
    guests: '',
  });
  if (!data)
    return (
      <LoadingDialog
        title={m.template.title}
        failure={error ? m.template.loadFailed : null}
        onClose={onClose}
        size="large"
      />
    );
  return (
    <MessageTemplateDialog
      stored={data}
      landlord={landlord}
      stay={stay}
      setStay={setStay}
      onClose={onClose}
    />
  );
}
