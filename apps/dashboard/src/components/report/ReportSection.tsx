import { RecordSection, Stack } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { ShowData } from './ShowData';

/**
 * One part of a report: its title, its chart or figures, and its table behind "Show data". The
 * section is a region named by its title.
 */
export function ReportSection({
  title,
  children,
  data,
}: {
  title: string;
  children: ReactNode;
  /** The figures as a table, shown on demand. */
  data?: ReactNode;
}) {
  return (
    <RecordSection title={title}>
      <Stack space="medium">
        {children}
        {data === undefined ? null : <ShowData>{data}</ShowData>}
      </Stack>
    </RecordSection>
  );
}
