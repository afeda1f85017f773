import { Button, EmptyState, Loader, PageHeader, Stack, Text } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { ReportCsv, type ReportCsvTable } from './ReportCsv';

export interface ReportPageProps {
  title: string;
  description?: string | undefined;
  /** The report's tables as CSV, in the header's "Download CSV". */
  csv: readonly ReportCsvTable[];
  /** The period control (or, for a stock report, its filters), under the header. */
  controls: ReactNode;
  state:
    | { kind: 'loading'; label: string }
    | { kind: 'error'; message: string; retryLabel: string; retry: () => void }
    | { kind: 'empty'; title: string; text?: string | undefined }
    | { kind: 'ready' };
  children?: ReactNode;
}

/**
 * The frame every report screen shares: the header with its one CSV place, the controls under
 * it, then the figures, or what stands in for them (loading, an error with Retry, empty).
 */
export function ReportPage({
  title,
  description,
  csv,
  controls,
  state,
  children,
}: ReportPageProps) {
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        {...(description ? { description } : {})}
        {...(csv.length > 0 ? { actions: <ReportCsv tables={csv} /> } : {})}
      />
      {controls}
      {state.kind === 'loading' ? <Loader label={state.label} /> : null}
      {state.kind === 'error' ? (
        <Stack space="small">
          <Text tone="critical">{state.message}</Text>
          <div>
            <Button variant="secondary" onPress={state.retry}>
              {state.retryLabel}
            </Button>
          </div>
        </Stack>
      ) : null}
      {state.kind === 'empty' ? (
        <EmptyState
          title={state.title}
          {...(state.text ? { text: state.text } : {})}
          headingLevel={2}
        />
      ) : null}
      {state.kind === 'ready' ? children : null}
    </Stack>
  );
}
