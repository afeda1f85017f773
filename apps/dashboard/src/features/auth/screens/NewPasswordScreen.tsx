import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema } from '@staydesk/domain';
import { Button, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { failureText } from '../api/error-text';
import { resetPassword } from '../api/password-reset';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';

type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** /new-password/:resetToken: sets a password that passes the rule of spec §5. */
export function NewPasswordScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { resetToken = '' } = useParams();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const response = await resetPassword({ password, resetToken });
      toast.clear();
      if (response.message) toast.success(response.message);
      void navigate(paths.signIn.href(), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  return (
    <AuthPanels>
      <Stack space="large">
        <Stack space="small">
          <h1>{t.auth.newPasswordTitle}</h1>
          <p>{t.auth.newPasswordText}</p>
        </Stack>
        <FormError text={failure} />
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <label>
              {t.auth.newPassword}
              <input type="password" autoComplete="new-password" {...form.register('password')} />
              {translateMessage(t, errors.password?.message)}
            </label>
            <label>
              {t.auth.confirmPassword}
              <input
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
              {translateMessage(t, errors.confirmPassword?.message)}
            </label>
            <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
              {t.auth.savePassword}
            </Button>
            <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
          </Stack>
        </form>
      </Stack>
    </AuthPanels>
  );
}
