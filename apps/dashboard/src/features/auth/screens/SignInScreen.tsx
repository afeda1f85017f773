import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, type SignInInput, signInSchema } from '@staydesk/domain';
import { Button, Inline, Link, Stack, useBrand } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { href, paths } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormCheckbox, FormPasswordField, FormTextField } from '../../../lib/form-fields';
import { safeFrom } from '../../../lib/safe-redirect';
import { failureText } from '../api/error-text';
import { submitSignIn } from '../api/sign-in';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';

/** Sign-in (spec §2): idle → submitting → navigate, or the failure text above the form. */
export function SignInScreen() {
  const t = useT();
  const { productName } = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await submitSignIn(values);
      void navigate(safeFrom(params.get('from'), href('home')), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email', 'password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  return (
    <AuthPanels>
      <FormHeading title={t.auth.welcomeBack} text={t.auth.signInText} />
      <FormError text={failure} />
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
          <FormPasswordField
            control={form.control}
            name="password"
            label={t.auth.password}
            autoComplete="current-password"
            isRequired
          />
          <FormCheckbox control={form.control} name="rememberMe">
            {t.auth.rememberMe}
          </FormCheckbox>
          <Button type="submit" isPending={isSubmitting} pendingLabel={t.common.loading}>
            {t.auth.signIn}
          </Button>
          <Link href={paths.recoverPassword.href()}>{t.auth.forgotPassword}</Link>
        </Stack>
      </form>
      <Inline space="xsmall">
        {format(t.auth.noAccount, { product: productName })}
        <Link href={paths.signUp.href()}>{t.auth.createAccount}</Link>
      </Inline>
    </AuthPanels>
  );
}
