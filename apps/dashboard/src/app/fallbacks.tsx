import { Box, Button, Link, Stack } from '@staydesk/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { useT } from '../i18n';
import { ChunkTimeoutError } from '../lib/chunk';

/** The loading fallback of spec §2: the loader with its default text. */
export function RouteLoadingFallback() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" padding="large" display="flex" justifyContent="center">
      {t.common.loading}
    </Box>
  );
}

/**
 * The rendering-failure fallback of spec §2 ('Something went wrong' with a Home link); also
 * what a screen chunk that failed or timed out shows. The error is logged (spec §8).
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <h1>{notFound ? t.errors.notFoundTitle : t.errors.genericTitle}</h1>
        <p>
          {notFound
            ? t.errors.notFoundText
            : error instanceof ChunkTimeoutError
              ? t.errors.chunkTimeout
              : t.errors.fallbackText}
        </p>
        <Link href={paths.dashboard.root.href()}>{t.common.home}</Link>
      </Stack>
    </Box>
  );
}

/** A start-up call (global settings, the session's data) failed: the generic fallback with a retry. */
export function StartupErrorFallback({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <Box as="main" padding="xlarge">
      <Stack space="medium">
        <h1>{t.errors.genericTitle}</h1>
        <p>{t.errors.fallbackText}</p>
        <Button variant="secondary" onPress={retry}>
          {t.common.retry}
        </Button>
      </Stack>
    </Box>
  );
}
