import { newPasswordFormSchema } from '@staydesk/domain';
import { Button, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod/mini';
import { paths } from '../../../config/paths';
import { successMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormPasswordField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { failureText } from '../api/error-text';
import { resetPassword } from '../api/password-reset';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';
import { useAuthTexts } from '../messages';

type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** /new-password/:resetToken: sets a password that passes the rule of spec §5. */
export function NewPasswordScreen() {
  const t = useAuthTexts();
  const navigate = useNavigate();
  const { resetToken = '' } = useParams();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const response = await resetPassword({ password, resetToken });
      toast.clear();
      toast.success(successMessage(response) ?? response.message);
      void navigate(paths.signIn.href(), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  return (
    <AuthPanels>
      <FormHeading title={t.auth.newPasswordTitle} text={t.auth.newPasswordText} />
      <FormError text={failure} />
      <form noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <FormPasswordField
            control={form.control}
            name="password"
            label={t.auth.newPassword}
            autoComplete="new-password"
            isRequired
          />
          <FormPasswordField
            control={form.control}
            name="confirmPassword"
            label={t.auth.confirmPassword}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
            {t.auth.savePassword}
          </Button>
          <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
        </Stack>
      </form>
    </AuthPanels>
  );
}
