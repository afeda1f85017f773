import { ChartFigure, Text } from '@staydesk/ui';
import { LazyChartData as ChartData } from '../../../components/report/lazy-tables';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages } from '../../../i18n';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';

/** Why the period's enquiries were lost, as bars, and their counts on demand. */
export function LostReasonsSection({
  reasons,
}: {
  reasons: NonNullable<Reporting['lostReasons']>;
}) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const count = (value: number) => f.number(value);
  const data = reasons.map((row, index) => ({
    id: `${index}`,
    label: row.reason === '' ? m.noReason : row.reason,
    value: row.enquiries,
  }));
  if (data.length === 0) {
    return (
      <ReportSection title={m.sections.lostReasons}>
        <Text tone="secondary">{m.emptyTable}</Text>
      </ReportSection>
    );
  }
  return (
    <ReportSection
      title={m.sections.lostReasons}
      data={
        <ChartData
          label={m.sections.lostReasons}
          nameLabel={m.columns.reason}
          valueLabel={m.columns.enquiries}
          data={data}
          format={count}
        />
      }
    >
      <ChartFigure
        kind="bars"
        label={m.sections.lostReasons}
        valueLabel={m.columns.enquiries}
        data={data}
        format={count}
      />
    </ReportSection>
  );
}
