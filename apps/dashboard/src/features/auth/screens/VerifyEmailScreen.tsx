import { verifyEmailSchema } from '@staydesk/domain';
import { Button, Link, Loader, Snackbar, Stack } from '@staydesk/ui';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, successMessage } from '../../../lib/api-error';
import { failureText } from '../api/error-text';
import { verifyEmail } from '../api/verify-email';
import { AuthPanels } from '../components/AuthPanels';
import { FormError } from '../components/FormError';
import { FormHeading } from '../components/FormHeading';
import { useAuthTexts } from '../messages';

type Outcome =
  | { readonly state: 'pending' }
  | { readonly state: 'confirmed'; readonly message: string }
  /** The server refused the token (400): unknown, expired or already used. */
  | { readonly state: 'invalid' }
  /** Anything else (no connection, a server failure): worth another try. */
  | { readonly state: 'failed'; readonly text: string | undefined };

/**
 * One request per token: the link works once, so a second mount of the screen (React's strict
 * mode, a re-render) must reuse the answer rather than spend the token again and report it used.
 */
const requests = new Map<string, Promise<Outcome>>();

function confirm(token: string): Promise<Outcome> {
  const known = requests.get(token);
  if (known) return known;
  const request = verifyEmail({ token }).then(
    (response): Outcome => ({
      state: 'confirmed',
      message: successMessage(response) ?? response.message,
    }),
    (error: unknown): Outcome => {
      if (error instanceof ApiError && error.status === 400) return { state: 'invalid' };
      // A transient failure: forget it, so Try again sends the token once more.
      requests.delete(token);
      return { state: 'failed', text: failureText(error) };
    },
  );
  requests.set(token, request);
  return request;
}

/**
 * /verify-email/:token, the link mailed at sign-up: confirms the address, then says
 * the account still waits for an administrator's approval before it can sign in.
 */
export function VerifyEmailScreen() {
  const t = useAuthTexts();
  const { token = '' } = useParams();
  const valid = verifyEmailSchema.safeParse({ token }).success;
  const [outcome, setOutcome] = useState<Outcome>(
    valid ? { state: 'pending' } : { state: 'invalid' },
  );

  const run = useCallback(() => {
    if (!valid) return;
    let current = true;
    setOutcome({ state: 'pending' });
    void confirm(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, valid]);

  useEffect(() => run(), [run]);

  switch (outcome.state) {
    case 'pending':
      return (
        <AuthPanels>
          <FormHeading title={t.auth.verifyTitle} text={t.auth.verifyPendingText} />
          <Loader label={t.common.loading} />
        </AuthPanels>
      );
    case 'confirmed':
      return (
        <AuthPanels>
          <FormHeading title={t.auth.verifiedTitle} text={t.auth.verifiedApproval} />
          <Snackbar type="success">{outcome.message}</Snackbar>
          <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
        </AuthPanels>
      );
    case 'invalid':
      return (
        <AuthPanels>
          <FormHeading title={t.auth.verifyFailedTitle} text={t.auth.verifyInvalidText} />
          <Stack space="small">
            <Link href={paths.signUp.href()}>{t.auth.signUpAgain}</Link>
            <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
          </Stack>
        </AuthPanels>
      );
    case 'failed':
      return (
        <AuthPanels>
          <FormHeading title={t.auth.verifyTitle} text={t.auth.verifyErrorText} />
          <FormError text={outcome.text} />
          <Stack space="small">
            <Button onPress={() => run()}>{t.auth.verifyRetry}</Button>
            <Link href={paths.signIn.href()}>{t.auth.backToSignIn}</Link>
          </Stack>
        </AuthPanels>
      );
  }
}
