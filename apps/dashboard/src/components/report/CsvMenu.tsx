import { Menu, MenuItem } from '@staydesk/ui';
import type { RefObject } from 'react';
import { useFormat, useMessages } from '../../i18n';
import { reportMessages } from './messages';
import type { ReportCsvTable } from './ReportCsv';

/** The report's tables to download, under the header's "Download CSV" (loaded when first opened). */
export function CsvMenu({
  tables,
  triggerRef,
  isOpen,
  onOpenChange,
  onChoose,
}: {
  tables: readonly ReportCsvTable[];
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChoose: (table: ReportCsvTable) => void;
}) {
  const m = useMessages(reportMessages);
  const f = useFormat();
  return (
    <Menu
      aria-label={m.csvMenu}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      autoFocus="first"
      items={tables}
      onAction={(key) => {
        const table = tables.find((item) => item.id === key);
        if (table) onChoose(table);
      }}
    >
      {(table) => (
        <MenuItem id={table.id} aria-label={f.message(m.csvOf, { table: table.label })}>
          {table.label}
        </MenuItem>
      )}
    </Menu>
  );
}
