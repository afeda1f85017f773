import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES, type Role } from '@staydesk/domain';
import { Box, Button, Inline, Stack } from '@staydesk/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { type CreateAccountForm, createAccountFormSchema } from '../api/account-form';
import { useCreateAccount } from '../api/account-mutations';

/**
 * The create-account modal (POST /account). Only ACCOUNT_ROLE holders may pick a role other
 * than user; the server checks the same.
 */
export function CreateAccountDialog({
  canChooseRole,
  onClose,
}: {
  canChooseRole: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const create = useCreateAccount();
  const roles: readonly Role[] = canChooseRole ? ROLES : ['user'];
  const form = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { fullName: '', email: '', phone: '', role: 'user', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ phone, ...values }) => {
    try {
      await create.trigger({ ...values, phone: phone === '' ? null : phone });
      onClose();
    } catch (error) {
      applyServerFieldErrors(
        error,
        ['fullName', 'email', 'phone', 'role', 'password'],
        form.setError,
      );
    }
  });

  return (
    <Box role="dialog" aria-modal="true" aria-labelledby={titleId} padding="large">
      <Stack space="medium">
        <Inline space="small" align="space-between" alignY="center">
          <h2 id={titleId}>{t.accounts.createTitle}</h2>
          <Button variant="ghost" aria-label={t.common.close} onPress={onClose}>
            ×
          </Button>
        </Inline>
        <p>{t.accounts.createText}</p>
        <form noValidate onSubmit={onSubmit}>
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
              {t.accounts.role} *
              <select {...form.register('role')}>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {t.layout.roles[role]}
                  </option>
                ))}
              </select>
              {translateMessage(t, errors.role?.message)}
            </label>
            <label>
              {t.accounts.password} *
              <input type="password" autoComplete="new-password" {...form.register('password')} />
              {translateMessage(t, errors.password?.message)}
            </label>
            <Inline space="small">
              <Button type="submit" isPending={create.isPending} pendingLabel={t.common.loading}>
                {t.accounts.createAccount}
              </Button>
              <Button variant="secondary" onPress={onClose}>
                {t.accounts.cancel}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
