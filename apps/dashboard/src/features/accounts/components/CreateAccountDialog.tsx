import { ROLES, type Role } from '@staydesk/domain';
import { Text } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/FormSelectField';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
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

  return (
    <MutationDialog
      isOpen={isOpen}
      title={t.accounts.createTitle}
      submitLabel={t.accounts.createAccount}
      cancelLabel={t.accounts.cancel}
      closeLabel={t.common.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={formWrite(form, ({ phone, ...values }) =>
        create.trigger({ ...values, phone: phone === '' ? null : phone }),
      )}
      onSuccess={() => form.reset()}
      onFailure={(error) =>
        applyServerFieldErrors(
          error,
          ['fullName', 'email', 'phone', 'role', 'password'],
          form.setError,
        )
      }
    >
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
    </MutationDialog>
  );
}
