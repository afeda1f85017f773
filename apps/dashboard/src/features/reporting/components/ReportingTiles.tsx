import { Grid, StatCard } from '@staydesk/ui';
import { useReportFormat, useTrend } from '../../../components/report/format';
import { RateHint, useRateName } from '../../../components/report/RateLabel';
import { useFormat, useMessages } from '../../../i18n';
import type { Reporting, ReportingFigures } from '../api';
import { reportingMessages } from '../messages';

const marginOf = (figures: ReportingFigures) =>
  figures.bookings.marginPercent === null ? null : Number(figures.bookings.marginPercent);

/** The period's key figures, each with its move on the period before. */
export function ReportingTiles({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(report.currency);
  const trend = useTrend();
  const conversion = useRateName('conversion');
  const { current: c, previous: p } = report;
  const pct = (value: number | null) => (value === null ? m.none : f.percent(value, 1));
  const amount = (pick: (figures: ReportingFigures) => { amount: string }) => ({
    value: r.short(pick(c).amount),
    trend: trend(Number(pick(c).amount), Number(pick(p).amount)),
  });
  const revenue = amount((x) => x.bookings.revenue);
  const margin = amount((x) => x.bookings.margin);
  const invoiced = amount((x) => x.invoices.issuedAmount);
  const paid = amount((x) => x.invoices.paidAmount);
  return (
    <Grid columns={[2, 3, 3]} space="medium">
      <StatCard
        label={m.tiles.received}
        value={r.count(c.enquiries.received)}
        trend={trend(c.enquiries.received, p.enquiries.received)}
        hint={f.message(m.previousValue, { value: r.count(p.enquiries.received) })}
      />
      <StatCard
        label={conversion}
        value={pct(c.enquiries.conversionPercent)}
        trend={trend(c.enquiries.conversionPercent, p.enquiries.conversionPercent, {
          points: true,
        })}
        hint={
          <RateHint rate="conversion">
            {f.message(m.tiles.conversionHint, {
              booked: r.count(c.enquiries.booked),
              lost: r.count(c.enquiries.lost),
            })}
          </RateHint>
        }
      />
      <StatCard
        label={m.tiles.bookings}
        value={r.count(c.bookings.bookings)}
        trend={trend(c.bookings.bookings, p.bookings.bookings)}
        hint={f.message(m.tiles.bookingsHint, { nights: c.bookings.nights })}
      />
      <StatCard
        label={m.tiles.occupancy}
        value={pct(c.occupancy.percent)}
        trend={trend(c.occupancy.percent, p.occupancy.percent, { points: true })}
        hint={f.message(m.tiles.occupancyHint, {
          booked: r.count(c.occupancy.bookedNights),
          available: r.count(c.occupancy.availableNights),
        })}
      />
      <StatCard
        label={m.tiles.revenue}
        value={revenue.value}
        trend={revenue.trend}
        hint={f.message(m.tiles.revenueHint, { cost: r.short(c.bookings.cost.amount) })}
      />
      <StatCard
        label={m.tiles.margin}
        value={margin.value}
        trend={margin.trend}
        hint={
          marginOf(c) === null
            ? m.none
            : f.message(m.tiles.marginHint, { percent: f.percent(marginOf(c) ?? 0, 1) })
        }
      />
      <StatCard
        label={m.tiles.invoiced}
        value={invoiced.value}
        trend={invoiced.trend}
        hint={f.message(m.tiles.invoicedHint, { count: c.invoices.issued })}
      />
      <StatCard
        label={m.tiles.received2}
        value={paid.value}
        trend={paid.trend}
        hint={f.message(m.tiles.paidHint, { count: c.invoices.paid })}
      />
      <StatCard
        label={m.tiles.overdue}
        value={r.short(report.debt.overdue.amount)}
        hint={f.message(m.tiles.overdueHint, { count: report.debt.overdueInvoices })}
      />
    </Grid>
  );
}
