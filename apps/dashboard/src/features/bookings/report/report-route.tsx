import { BOOKING_REPORT_TABLES } from '@staydesk/domain';
import { type PeriodPreset, presetPeriod } from '../../../components/report/period';
import { ReportPage } from '../../../components/report/ReportPage';
import { PAST_PRESETS, ReportPeriod } from '../../../components/report/ReportPeriod';
import { useReportParams } from '../../../components/report/useReportParams';
import { useFormat, useMessages } from '../../../i18n';
import { type BookingReportRange, fetchBookingReportCsv, useBookingReport } from './api';
import { BookingReportFigures } from './BookingReportFigures';
import { bookingReportMessages } from './messages';

/** The longest period the server reports. */
const MAX_YEARS = 3;
/** The past, and the months ahead (stays already booked). */
const PRESETS: readonly PeriodPreset[] = [...PAST_PRESETS.slice(0, -1), 'next3', 'custom'];

/**
 * bookings/report (BOOKINGS): nights booked, revenue, cost and margin for a period, by month, by
 * company and by city, with the average stay and the extensions rate; charts with their tables
 * on demand and a CSV of each table.
 */
export function BookingsReportRoute() {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const [value, setValue] = useReportParams();
  const period = value.period ?? presetPeriod('last12');
  const range: BookingReportRange = { ...period, currency: value.currency };
  const { data, error, mutate } = useBookingReport(range);
  const shown: BookingReportRange = data ? { ...range, currency: data.currency } : range;
  const titles = {
    byMonth: m.sections.byMonth,
    byCompany: m.sections.byCompany,
    byCity: m.sections.byCity,
  } as const;
  return (
    <ReportPage
      title={m.title}
      description={f.message(m.description, {
        from: f.day(period.from),
        to: f.day(period.to),
      })}
      csv={BOOKING_REPORT_TABLES.map((table) => ({
        id: table,
        label: titles[table],
        fileName: `bookings-${table}-${range.from}-${range.to}.csv`,
        fetchCsv: () => fetchBookingReportCsv(shown, table),
      }))}
      controls={
        <ReportPeriod
          value={{ period: value.period, currency: shown.currency }}
          onChange={setValue}
          presets={PRESETS}
          maxYears={MAX_YEARS}
          currencies={data?.currencies ?? []}
        />
      }
      state={
        data
          ? data.totals.nights === 0
            ? { kind: 'empty', title: m.empty, text: m.emptyText }
            : { kind: 'ready' }
          : error
            ? {
                kind: 'error',
                message: m.loadError,
                retryLabel: m.retry,
                retry: () => void mutate(),
              }
            : { kind: 'loading', label: m.loading }
      }
    >
      {data ? <BookingReportFigures report={data} /> : null}
    </ReportPage>
  );
}
