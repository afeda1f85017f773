import { type SendResetEmail, sendResetEmailSchema } from '@staydesk/domain';
import { Button, Link, Snackbar, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { successMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { failureText } from '../api/error-text';
import { sendResetEmail } from '../api/password-reset';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';
import { useAuthTexts } from '../messages';

/** /recover-password: asks the server to mail a reset link (POST /api/auth/send-reset-email). */
export function RecoverPasswordScreen() {
  const t = useAuthTexts();
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const form = useForm<SendResetEmail>({
    resolver: zodResolver(sendResetEmailSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const response = await sendResetEmail(values);
      setSent(successMessage(response) ?? response.message);
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email'], form.setError)) setFailure(failureText(error));
    }
  });

  return (
    <AuthPanels>
      <FormHeading title={t.auth.recoverTitle} text={t.auth.recoverText} />
      <FormError text={failure} />
      {sent ? (
        <Snackbar type="success">{sent}</Snackbar>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t.auth.email}
              autoComplete="email"
              isRequired
            />
            <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
              {t.auth.sendResetLink}
            </Button>
          </Stack>
        </form>
      )}
      <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
    </AuthPanels>
  );
}
