import { Inline, Link } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { articleHref, articleOfPath } from '../../../lib/help-articles';

/**
 * The breadcrumbs with, beside them, a "?" that opens the help article of the task done on the
 * screen at `pathname`, where there is one. Only the roles with Help load it (the breadcrumb
 * trail imports it lazily), so the map of screens to articles stays out of everyone's first load.
 */
export function ScreenHelpLink({ pathname, crumbs }: { pathname: string; crumbs: ReactNode }) {
  const t = useT();
  const article = articleOfPath(pathname);
  if (article === undefined) return crumbs;
  return (
    <Inline space="small" alignY="center" align="space-between">
      {crumbs ?? <span />}
      <Link href={articleHref(article)} aria-label={t.layout.screenHelp} weight="strong">
        ?
      </Link>
    </Inline>
  );
}
