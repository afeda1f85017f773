import { ROLES, type Role } from '@staydesk/domain';
import { Button, Inline, Modal, Stack, Text } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormPasswordField, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useCreateAccount } from '../../../lib/users';
import { type CreateAccountForm, createAccountFormSchema } from '../api/account-form';
import { useAccountsTexts } from '../messages';

/**
 * The create-account modal (POST /account). Only ACCOUNT_ROLE holders may pick a role other
 * than user; the server checks the same.
 */
export function CreateAccountDialog({
  isOpen,
  canChooseRole,
  onClose,
}: {
  isOpen: boolean;
  canChooseRole: boolean;
  onClose: () => void;
}) {
  const t = useAccountsTexts();
  const create = useCreateAccount();
  const roles: readonly Role[] = canChooseRole ? ROLES : ['user'];
  const form = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { fullName: '', email: '', phone: '', role: 'user', password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ phone, ...values }) => {
    try {
      await create.trigger({ ...values, phone: phone === '' ? null : phone });
      form.reset();
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
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.accounts.createTitle}
      closeLabel={t.common.close}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <Text>{t.accounts.createText}</Text>
          <FormTextField
            control={form.control}
            name="fullName"
            label={t.accounts.fullName}
            isRequired
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t.accounts.email}
            type="email"
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
          <FormSelectField
            label={t.accounts.role}
            isRequired
            control={form.control}
            name="role"
            options={roles.map((role) => ({ value: role, label: t.layout.roles[role] }))}
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label={t.accounts.password}
            isRequired
            autoComplete="new-password"
          />
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
    </Modal>
  );
}
