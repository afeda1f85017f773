import { Box, Link, Stack } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { type Messages, useT } from '../../i18n';

function textsFor(type: string | null, t: Messages): { title: string; text: string | null } {
  if (type === 'timeout') return { title: t.errors.timeoutTitle, text: t.errors.timeoutText };
  if (type === 'permissionDenied') {
    return { title: t.errors.permissionDeniedTitle, text: t.errors.permissionDeniedText };
  }
  // Spec §2: with no (or an unknown) type the screen says 'Something went wrong' alone.
  return { title: t.errors.genericTitle, text: null };
}

/** /error?type=timeout|permissionDenied (spec §2). */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const t = useT();
  const { title, text } = textsFor(params.get('type'), t);
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
        <Link href={paths.dashboard.root.href()}>{t.common.home}</Link>
      </Stack>
    </Box>
  );
}

export function NotFoundRoute() {
  const t = useT();
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <h1>{t.errors.notFoundTitle}</h1>
        <p>{t.errors.notFoundText}</p>
        <Link href={paths.dashboard.root.href()}>{t.common.home}</Link>
      </Stack>
    </Box>
  );
}
