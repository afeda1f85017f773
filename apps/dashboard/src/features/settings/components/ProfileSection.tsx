import type { User } from '@staydesk/domain';
import {
  Button,
  DescriptionList,
  DescriptionListItem,
  FormRow,
  FormSection,
  Inline,
  Text,
} from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useUpdateUser } from '../../../lib/users';
import { changedProfileFields, type ProfileForm, profileFormSchema } from '../api/own-account';
import { useSettingsTexts } from '../messages';

/** Own full name and phone, sent as a `data` wrapper with the version they were read at. */
export function ProfileSection({ user }: { user: User }) {
  const t = useSettingsTexts();
  const update = useUpdateUser();
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    values: { fullName: user.fullName, phone: user.phone ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedProfileFields(user, values);
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    try {
      await update.trigger({ id: user.id, data: { ...changes, version: user.version } });
    } catch (error) {
      applyServerFieldErrors(error, ['fullName', 'phone'], form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.settings.profile}>
      <FormSection title={t.settings.profile} description={t.settings.profileText}>
        <DescriptionList columns={2}>
          <DescriptionListItem label={t.settings.email} value={user.email} />
          <DescriptionListItem label={t.settings.role} value={t.layout.roles[user.role]} />
        </DescriptionList>
        <FormRow>
          <FormTextField
            control={form.control}
            name="fullName"
            label={t.settings.fullName}
            isRequired
            autoComplete="name"
          />
          <FormTextField
            control={form.control}
            name="phone"
            label={t.settings.phone}
            type="tel"
            autoComplete="tel"
          />
        </FormRow>
        {unchanged ? <Text role="status">{t.settings.noChanges}</Text> : null}
        <Inline space="small" align="flex-end">
          <Button type="submit" isPending={update.isPending} pendingLabel={t.common.loading}>
            {t.settings.saveProfile}
          </Button>
        </Inline>
      </FormSection>
    </form>
  );
}
