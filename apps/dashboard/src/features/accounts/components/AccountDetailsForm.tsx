import { zodResolver } from '@hookform/resolvers/zod';
import type { Account, UserUpdate } from '@staydesk/domain';
import { Box, Button, Stack } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import {
  accountDetailsFormSchema,
  changedDetails,
  type AccountDetailsForm as DetailsForm,
} from '../api/account-form';

/** Edits an account's details (ACCOUNT_DATA); sends only changed fields with the version. */
export function AccountDetailsForm({
  account,
  isPending,
  onSave,
}: {
  account: Account;
  isPending: boolean;
  onSave: (data: UserUpdate) => Promise<unknown>;
}) {
  const t = useT();
  const form = useForm<DetailsForm>({
    resolver: zodResolver(accountDetailsFormSchema),
    values: {
      fullName: account.fullName,
      email: account.email,
      phone: account.phone ?? '',
      isActive: account.isActive,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedDetails(account, values);
    if (Object.keys(changes).length === 0) return;
    try {
      await onSave({ ...changes, version: account.version });
    } catch (error) {
      applyServerFieldErrors(error, ['fullName', 'email', 'phone', 'isActive'], form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.accounts.editDetails}>
      <Stack space="medium">
        <label>
          {t.accounts.fullName} *
          <input autoComplete="off" {...form.register('fullName')} />
          {translateMessage(t, errors.fullName?.message)}
        </label>
        <label>
          {t.accounts.email} *
          <input type="email" autoComplete="off" {...form.register('email')} />
          {translateMessage(t, errors.email?.message)}
        </label>
        <label>
          {t.accounts.phone}
          <input type="tel" autoComplete="off" {...form.register('phone')} />
          {translateMessage(t, errors.phone?.message)}
        </label>
        <label>
          <input type="checkbox" {...form.register('isActive')} /> {t.accounts.isActive}
        </label>
        <Box>
          <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
            {t.accounts.saveDetails}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
