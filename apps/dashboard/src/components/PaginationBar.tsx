import { paginationWindow } from '@staydesk/domain';
import { Box, Button, Inline } from '@staydesk/ui';
import { format, useT } from '../i18n';

/**
 * Server paging (spec §9): a window of 5 page numbers with the first and last pages and
 * ellipses when far away. Renders nothing for a single page.
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
  const items = paginationWindow(page, pageCount);
  return (
    <Box as="nav" aria-label={t.accounts.pagination}>
      <Inline space="xsmall" alignY="center">
        <Button
          variant="secondary"
          size="small"
          isDisabled={page <= 1}
          onPress={() => onChange(page - 1)}
        >
          {t.accounts.previousPage}
        </Button>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Two ellipses can appear; their position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the ellipsis has no identity
            <span key={`ellipsis-${index}`}>…</span>
          ) : (
            <Button
              key={item}
              variant={item === page ? 'primary' : 'secondary'}
              size="small"
              aria-label={format(t.accounts.page, { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onPress={() => onChange(item)}
            >
              {String(item)}
            </Button>
          ),
        )}
        <Button
          variant="secondary"
          size="small"
          isDisabled={page >= pageCount}
          onPress={() => onChange(page + 1)}
        >
          {t.accounts.nextPage}
        </Button>
      </Inline>
    </Box>
  );
}
