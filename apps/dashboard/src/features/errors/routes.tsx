import { Box, ErrorFallback } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { href } from '../../config/paths';
import { type Messages, useT } from '../../i18n';

function textsFor(type: string | null, t: Messages): { title: string; text: string | null } {
  if (type === 'timeout') return { title: t.errors.timeoutTitle, text: t.errors.timeoutText };
  if (type === 'permissionDenied') {
    return { title: t.errors.permissionDeniedTitle, text: t.errors.permissionDeniedText };
  }
  // Spec §2: with no (or an unknown) type the screen says 'Something went wrong' alone.
  return { title: t.errors.genericTitle, text: null };
}

/**
 * /error?type=timeout|permissionDenied (spec §2), with the Home link to /dashboard. Signed in it
 * draws inside the shell, signed out on its own (src/app/router.tsx gives the `main`).
 */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const t = useT();
  const { title, text } = textsFor(params.get('type'), t);
  return (
    <Box as="section">
      <ErrorFallback
        homeHref={href('home')}
        homeLabel={t.common.home}
        title={title}
        message={text}
      />
    </Box>
  );
}

export function NotFoundRoute() {
  const t = useT();
  return (
    <Box as="section">
      <ErrorFallback
        homeHref={href('home')}
        homeLabel={t.common.home}
        title={t.errors.notFoundTitle}
        message={t.errors.notFoundText}
      />
    </Box>
  );
}
