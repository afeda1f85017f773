import type { Account, UserUpdate } from '@staydesk/domain';
import { Button, FormLayout, FormRow, Inline, Stack } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import {
  accountDetailsFormSchema,
  changedDetails,
  type AccountDetailsForm as DetailsForm,
} from '../api/account-form';
import { useAccountsTexts } from '../messages';

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
  const t = useAccountsTexts();
  const form = useForm<DetailsForm>({
    resolver: zodResolver(accountDetailsFormSchema),
    values: {
      fullName: account.fullName,
      email: account.email,
      phone: account.phone ?? '',
      isActive: account.isActive,
    },
  });

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
      <FormLayout>
        <Stack space="medium">
          <FormRow>
            <FormTextField
              control={form.control}
              name="fullName"
              label={t.accounts.fullName}
              isRequired
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="phone"
              label={t.accounts.phone}
              type="tel"
              autoComplete="off"
            />
          </FormRow>
          <FormTextField
            control={form.control}
            name="email"
            label={t.accounts.email}
            type="email"
            isRequired
            autoComplete="off"
          />
          <FormCheckbox control={form.control} name="isActive">
            {t.accounts.isActive}
          </FormCheckbox>
          <Inline space="small" align="flex-end">
            <Button type="submit" isPending={isPending} pendingLabel={t.common.loading}>
              {t.accounts.saveDetails}
            </Button>
          </Inline>
        </Stack>
      </FormLayout>
    </form>
  );
}
