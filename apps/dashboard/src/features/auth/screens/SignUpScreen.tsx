import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUp, signUpSchema } from '@staydesk/domain';
import { Button, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormPasswordField, FormTextField } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { failureText } from '../api/error-text';
import { submitSignUp } from '../api/sign-up';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';

/** Sign-up at /signup (route chosen here; spec §2 leaves it open), posting to /account. */
export function SignUpScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const response = await submitSignUp(values);
      toast.clear();
      toast.success(response.message);
      void navigate(paths.signIn.href(), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['fullName', 'email', 'password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

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
