import { ErrorFallback, Loader } from '@staydesk/ui';
import { useEffect } from 'react';
import { href } from '../config/paths';
import { useT } from '../i18n';
import { ChunkTimeoutError } from '../lib/chunk';

/** The loading fallback of spec §2: the loader with its default text. */
export function RouteLoadingFallback() {
  return <Loader label={useT().common.loading} />;
}

/**
 * The rendering-failure fallback of spec §2 ('Something went wrong' with a Home link); also
 * what a screen chunk that failed or timed out shows. The error is logged (spec §8).
 */
export function RouteErrorFallback({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorFallback
      homeHref={href('home')}
      homeLabel={t.common.home}
      title={t.errors.genericTitle}
      message={error instanceof ChunkTimeoutError ? t.errors.chunkTimeout : t.errors.fallbackText}
    />
  );
}

export { StartupErrorFallback } from '../components/StartupErrorFallback';
