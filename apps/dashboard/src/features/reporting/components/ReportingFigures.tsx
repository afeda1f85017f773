import { Grid, Stack } from '@staydesk/ui';
import { lazy } from 'react';
import { ShowData } from '../../../components/report/ShowData';
import { useMessages } from '../../../i18n';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';
import { DebtSection } from './DebtSection';
import { GroupsSection } from './GroupsSection';
import { HowCounted } from './HowCounted';
import { LostReasonsSection } from './LostReasonsSection';
import { MonthsSection } from './MonthsSection';
import { ReportingTiles } from './ReportingTiles';

const SummaryTable = lazy(() =>
  import('./SummaryTable').then((m) => ({ default: m.SummaryTable })),
);

/** The reporting screen's figures for one period (the answer of GET /api/v1/reporting). */
export function ReportingFigures({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  return (
    <Stack space="large">
      <Stack space="small">
        <ReportingTiles report={report} />
        <ShowData>
          <SummaryTable report={report} />
        </ShowData>
      </Stack>
      <MonthsSection report={report} />
      <Grid columns={[1, 1, 2]} space="large">
        <GroupsSection
          title={m.sections.companies}
          chartLabel={m.charts.companies}
          name={m.columns.company}
          rows={report.companies}
          currency={report.currency}
        />
        <GroupsSection
          title={m.sections.agents}
          chartLabel={m.charts.agents}
          name={m.columns.agent}
          rows={report.agents}
          currency={report.currency}
        />
        {report.lostReasons ? <LostReasonsSection reasons={report.lostReasons} /> : null}
        <DebtSection report={report} />
      </Grid>
      <HowCounted />
    </Stack>
  );
}
