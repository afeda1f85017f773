import { type SignIn, type SignInInput, signInSchema } from '@staydesk/domain';
import {
  Button,
  Checkbox,
  Inline,
  Link,
  PasswordField,
  Stack,
  TextField,
  useBrand,
} from '@staydesk/ui';
import { type FormEvent, useRef, useState } from 'react';
import { href, paths } from '../../../config/paths';
import { format, translateMessage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { navigateTo } from '../../../lib/navigation';
import { safeFrom } from '../../../lib/safe-redirect';
import { wasSessionEnded } from '../../../lib/session';
import { failureText } from '../api/error-text';
import { submitSignIn } from '../api/sign-in';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';
import { useAuthTexts } from '../messages';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const isField = (name: unknown): name is Field => name === 'email' || name === 'password';

/** The domain's schema on the form's values: the parsed values, or the first message per field. */
function validate(values: SignInInput): { data: SignIn } | { errors: FieldErrors } {
  const result = signInSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (isField(name)) errors[name] ??= issue.message;
  }
  return { errors };
}

/**
 * Sign-in (spec §2): idle → submitting → navigate, or the failure text above the form. It reads
 * no router: the sign-in page renders it alone (src/sign-in.tsx), where signing in loads the
 * dashboard; inside the app (after a log-out, a session failure) the app's router moves on.
 */
export function SignInScreen() {
  const t = useAuthTexts();
  const { productName } = useBrand();
  // A session the server ended (a bad or revoked token) is said once, above the form.
  const [failure, setFailure] = useState<string | undefined>(() =>
    wasSessionEnded() ? t.auth.sessionEnded : undefined,
  );
  // The form's own state: three fields do not need react-hook-form, which would be the largest
  // part of the sign-in chunk. Same behaviour: validated on submit with the domain's
  // schema, then on every change; the first invalid field takes the focus.
  const [values, setValues] = useState<SignInInput>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const change = (next: SignInInput) => {
    setValues(next);
    if (submitted) {
      const checked = validate(next);
      setErrors('errors' in checked ? checked.errors : {});
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const checked = validate(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = (['email', 'password'] as const).find((name) => checked.errors[name]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSubmitting(true);
    try {
      await submitSignIn(checked.data);
      const from = new URLSearchParams(window.location.search).get('from');
      navigateTo(safeFrom(from, href('home')), { replace: true });
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? Object.fromEntries(Object.entries(error.fields).filter(([name]) => isField(name)))
          : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(failureText(error));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldState = (name: Field) => ({
    name,
    ref: inputs[name],
    // The form shows its own messages; the browser's native bubbles stay out of the way.
    validationBehavior: 'aria' as const,
    isInvalid: errors[name] !== undefined,
    errorMessage: translateMessage(t, errors[name]),
  });

  return (
    <AuthPanels>
      <FormHeading title={t.auth.welcomeBack} text={t.auth.signInText} />
      <FormError text={failure} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack space="medium">
          <TextField
            {...fieldState('email')}
            type="email"
            label={t.auth.email}
            autoComplete="email"
            isRequired
            value={values.email}
            onChange={(email) => change({ ...values, email })}
          />
          <PasswordField
            {...fieldState('password')}
            revealLabel={t.common.showPassword}
            label={t.auth.password}
            autoComplete="current-password"
            isRequired
            value={values.password}
            onChange={(password) => change({ ...values, password })}
          />
          <Checkbox
            name="rememberMe"
            isSelected={values.rememberMe === true}
            onChange={(rememberMe) => change({ ...values, rememberMe })}
          >
            {t.auth.rememberMe}
          </Checkbox>
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
