import { type SignUp, signUpSchema } from '@staydesk/domain';
import { Button, Link, Snackbar, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { successMessage } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormPasswordField, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { failureText } from '../api/error-text';
import { submitSignUp } from '../api/sign-up';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';
import { useAuthTexts } from '../messages';

/**
 * What a sent sign-up shows instead of the form: the server's answer, which is the same for any
 * address, so it promises nothing about the account.
 */
function SignUpSent({ message }: { message: string }) {
  const t = useAuthTexts();
  return (
    <AuthPanels>
      <FormHeading title={t.auth.signUpSentTitle} text={t.auth.signUpSentHint} />
      <Snackbar type="success">{message}</Snackbar>
      <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
    </AuthPanels>
  );
}

/** Sign-up at /signup (route chosen here; spec §2 leaves it open), posting to /account. */
export function SignUpScreen() {
  const t = useAuthTexts();
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const response = await submitSignUp(values);
      setSent(successMessage(response) ?? response.message);
    } catch (error) {
      if (!applyServerFieldErrors(error, ['fullName', 'email', 'password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  if (sent !== undefined) return <SignUpSent message={sent} />;

  return (
    <AuthPanels>
      <FormHeading title={t.auth.signUpTitle} text={t.auth.signUpText} />
      <FormError text={failure} />
      <form noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <FormTextField
            control={form.control}
            name="fullName"
            label={t.auth.fullName}
            autoComplete="name"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t.auth.email}
            autoComplete="email"
            isRequired
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label={t.auth.password}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
            {t.auth.signUp}
          </Button>
          <Link href={paths.signIn.href()}>{t.auth.haveAccount}</Link>
        </Stack>
      </form>
    </AuthPanels>
  );
}
