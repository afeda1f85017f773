import { Button, Icon, Loader, Stack } from '@staydesk/ui';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useMessages } from '../../i18n';
import { reportMessages } from './messages';

/**
 * A chart's figures as a table, behind "Show data" (the disclosure pattern: a button with
 * aria-expanded controlling the region below it), so a report reads as its pictures first and
 * each table is one press away. The tables' code (the ui Table) loads on that press: a screen
 * passes lazily imported tables.
 */
export function ShowData({ children }: { children: ReactNode }) {
  const m = useMessages(reportMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack space="small">
      <div>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onPress={() => setOpen(!open)}
        >
          <Icon name={open ? 'chevron-up' : 'chevron-down'} size="small" />
          {open ? m.hideData : m.showData}
        </Button>
      </div>
      <div id={id} hidden={!open}>
        {open ? (
          <Suspense fallback={<Loader size="small" label={m.loadingData} />}>{children}</Suspense>
        ) : null}
      </div>
    </Stack>
  );
}
