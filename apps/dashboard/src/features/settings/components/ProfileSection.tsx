import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@staydesk/domain';
import { Box, Button, Heading, Stack, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { useUpdateUser } from '../../../lib/users';
import { changedProfileFields, type ProfileForm, profileFormSchema } from '../api/own-account';

/** Own full name and phone, sent as a `data` wrapper with the version they were read at. */
export function ProfileSection({ user }: { user: User }) {
  const t = useT();
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
    <Stack as="section" space="medium" aria-label={t.settings.profile}>
      <Heading level={2}>{t.settings.profile}</Heading>
      <Text>{t.settings.profileText}</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack space="medium">
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
          <Box>
            {t.settings.email}: {user.email}
          </Box>
          <Box>
            {t.settings.role}: {t.layout.roles[user.role]}
          </Box>
          {unchanged ? <Box role="status">{t.settings.noChanges}</Box> : null}
          <Button type="submit" isPending={update.isPending} pendingLabel={t.common.loading}>
            {t.settings.saveProfile}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
