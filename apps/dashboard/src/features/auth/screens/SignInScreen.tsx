import { zodResolver } from '@hookform/resolvers/zod';
import { type SignIn, type SignInInput, signInSchema } from '@staydesk/domain';
import { Button, Inline, Link, Stack, useBrand } from '@staydesk/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { format, translateMessage, useT } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { safeFrom } from '../../../lib/safe-redirect';
import { failureText } from '../api/error-text';
import { submitSignIn } from '../api/sign-in';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';

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
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await submitSignIn(values);
      void navigate(safeFrom(params.get('from'), paths.dashboard.root.href()), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['email', 'password'], form.setError)) {
        setFailure(failureText(error));
      }
    }
  });

  return (
    <AuthPanels>
      <Stack space="large">
        <Stack space="small">
          <h1>{t.auth.welcomeBack}</h1>
          <p>{t.auth.signInText}</p>
        </Stack>
        <FormError text={failure} />
        <form noValidate onSubmit={onSubmit}>
          <Stack space="medium">
            <label>
              {t.auth.email}
              <input type="email" autoComplete="email" {...form.register('email')} />
              {translateMessage(t, errors.email?.message)}
            </label>
            <label>
              {t.auth.password}
              <input
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
              {translateMessage(t, errors.password?.message)}
            </label>
            <Controller
              control={form.control}
              name="rememberMe"
              render={({ field }) => (
                <label>
                  <input
                    type="checkbox"
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                  {t.auth.rememberMe}
                </label>
              )}
            />
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
      </Stack>
    </AuthPanels>
  );
}
