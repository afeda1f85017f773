import { zodResolver } from '@hookform/resolvers/zod';
import { type SendResetEmail, sendResetEmailSchema } from '@staydesk/domain';
import { Button, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { failureText } from '../api/error-text';
import { sendResetEmail } from '../api/password-reset';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';

/** /recover-password: asks the server to mail a reset link (POST /api/auth/send-reset-email). */
export function RecoverPasswordScreen() {
  const t = useT();
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const form = useForm<SendResetEmail>({
    resolver: zodResolver(sendResetEmailSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const response = await sendResetEmail(values);
      toast.clear();
      setSent(response.message);
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email'], form.setError)) setFailure(failureText(error));
    }
  });

  return (
    <AuthPanels>
      <Stack space="large">
        <Stack space="small">
          <h1>{t.auth.recoverTitle}</h1>
          <p>{t.auth.recoverText}</p>
        </Stack>
        <FormError text={failure} />
        {sent ? (
          <p role="status">{sent}</p>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack space="medium">
              <label>
                {t.auth.email}
                <input type="email" autoComplete="email" {...form.register('email')} />
                {translateMessage(t, errors.email?.message)}
              </label>
              <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
                {t.auth.sendResetLink}
              </Button>
            </Stack>
          </form>
        )}
        <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
      </Stack>
    </AuthPanels>
  );
}
