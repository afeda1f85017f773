import { newPasswordFormSchema } from '@staydesk/domain';
import { Button, FormRow, FormSection, Inline } from '@staydesk/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormPasswordField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { useChangePassword } from '../../../lib/users';
import { useSettingsTexts } from '../messages';

type PasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Own password, checked against the password rule of spec §5 before it is sent. */
export function PasswordSection({ userId }: { userId: string }) {
  const t = useSettingsTexts();
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await change.trigger({ id: userId, password });
      form.reset();
    } catch (error) {
      applyServerFieldErrors(error, ['password'], form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.settings.password}>
      <FormSection title={t.settings.password} description={t.settings.passwordText}>
        <FormRow>
          <FormPasswordField
            control={form.control}
            name="password"
            label={t.settings.newPassword}
            isRequired
            autoComplete="new-password"
          />
          <FormPasswordField
            control={form.control}
            name="confirmPassword"
            label={t.settings.confirmPassword}
            isRequired
            autoComplete="new-password"
          />
        </FormRow>
        <Inline space="small" align="flex-end">
          <Button type="submit" isPending={change.isPending} pendingLabel={t.common.loading}>
            {t.settings.changePassword}
          </Button>
        </Inline>
      </FormSection>
    </form>
  );
}
