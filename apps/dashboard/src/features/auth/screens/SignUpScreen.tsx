import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUp, signUpSchema } from '@staydesk/domain';
import { Button, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { failureText } from '../api/error-text';
import { submitSignUp } from '../api/sign-up';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';

/** Sign-up at /signup (route chosen here; spec §2 leaves it open), posting to /account. */
export function SignUpScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const response = await submitSignUp(values);
      toast.clear();
      if (response.message) toast.success(response.message);
      void navigate(paths.signIn.href(), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['fullName', 'email', 'password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  return (
    <AuthPanels>
      <Stack space="large">
        <Stack space="small">
          <h1>{t.auth.signUpTitle}</h1>
          <p>{t.auth.signUpText}</p>
        </Stack>
        <FormError text={failure} />
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <label>
              {t.auth.fullName}
              <input autoComplete="name" {...form.register('fullName')} />
              {translateMessage(t, errors.fullName?.message)}
            </label>
            <label>
              {t.auth.email}
              <input type="email" autoComplete="email" {...form.register('email')} />
              {translateMessage(t, errors.email?.message)}
            </label>
            <label>
              {t.auth.password}
              <input type="password" autoComplete="new-password" {...form.register('password')} />
              {translateMessage(t, errors.password?.message)}
            </label>
            <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
              {t.auth.signUp}
            </Button>
            <Link href={paths.signIn.href()}>{t.auth.haveAccount}</Link>
          </Stack>
        </form>
      </Stack>
    </AuthPanels>
  );
}
