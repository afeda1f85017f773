import { Pagination } from '@staydesk/ui';
import { format, useT } from '../i18n';

/**
 * Server paging (spec §9) with the design system's Pagination: a window of 5 page numbers with
 * the first and last pages and ellipses. Renders nothing for a single page.
 */
export function PaginationBar({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onChange}
      aria-label={t.common.pagination}
      previousLabel={t.common.previousPage}
      nextLabel={t.common.nextPage}
      pageLabel={(number) => format(t.common.page, { page: number })}
    />
  );
}
