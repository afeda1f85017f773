import { Button, Icon } from '@staydesk/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { downloadCsv } from '../CsvButton';
import { reportMessages } from './messages';

const CsvMenu = lazy(() => import('./CsvMenu').then((m) => ({ default: m.CsvMenu })));

export interface ReportCsvTable {
  id: string;
  /** The table's name as the screen shows it (its section's title). */
  label: string;
  fileName: string;
  fetchCsv: () => Promise<string>;
}

/**
 * Every report's CSV, in one place: the page header's "Download CSV", a button when the report
 * has one table, a menu of its tables when it has several. Pending while the file is fetched;
 * the server's refusal is toasted.
 */
export function ReportCsv({ tables }: { tables: readonly ReportCsvTable[] }) {
  const m = useMessages(reportMessages);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The menu's anchor (the ui Button takes no ref): the span around the button.
  const trigger = useRef<HTMLSpanElement>(null);
  const run = async (table: ReportCsvTable) => {
    setPending(true);
    try {
      downloadCsv(await table.fetchCsv(), table.fileName);
    } catch (error) {
      const text = errorMessage(error);
      if (text) toast.error(text);
    } finally {
      setPending(false);
    }
  };
  const [only] = tables;
  if (tables.length === 1 && only) {
    return (
      <Button variant="secondary" isPending={pending} onPress={() => void run(only)}>
        {m.csv}
      </Button>
    );
  }
  // The menu's code loads on the first press, not with every report.
  return (
    <>
      <span ref={trigger}>
        <Button
          variant="secondary"
          isPending={pending}
          aria-haspopup="menu"
          aria-expanded={open}
          onPress={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {m.csv}
          <Icon name="chevron-down" size="small" />
        </Button>
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <CsvMenu
            tables={tables}
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={setOpen}
            onChoose={(table) => {
              setOpen(false);
              void run(table);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
