import { Box, Inline, Loader, Select, SelectItem } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useFormat, useMessages } from '../../i18n';
import { reportMessages } from './messages';
import { daysIn, type Period, type PeriodPreset, presetOf, presetPeriod } from './period';

const CustomPeriod = lazy(() =>
  import('./CustomPeriod').then((m) => ({ default: m.CustomPeriod })),
);

/** The presets a report offers when it names none: the past, by whole months. */
export const PAST_PRESETS: readonly PeriodPreset[] = [
  'last12',
  'thisMonth',
  'lastMonth',
  'quarter',
  'year',
  'custom',
];

export interface ReportPeriodValue {
  /** The days chosen; null = the report's default, shown as `defaultPreset`. */
  period: Period | null;
  currency?: string | undefined;
}

export interface ReportPeriodProps {
  value: ReportPeriodValue;
  onChange: (value: ReportPeriodValue) => void;
  presets?: readonly PeriodPreset[];
  /** What no period in the address stands for (the server's default period). */
  defaultPreset?: Exclude<PeriodPreset, 'custom'>;
  /** The longest period the report's server takes, in years. */
  maxYears: number;
  /** The currencies to choose from; the choice is shown only when there are two or more. */
  currencies?: readonly string[];
}

/**
 * Every report's period: a preset (last 12 months, this month, …) or custom days picked in the
 * ui's date range picker, and the currency when the report has several. The same control, in the
 * same place, on each report screen.
 */
export function ReportPeriod({
  value,
  onChange,
  presets = PAST_PRESETS,
  defaultPreset = 'last12',
  maxYears,
  currencies = [],
}: ReportPeriodProps) {
  const m = useMessages(reportMessages);
  const f = useFormat();
  const named = value.period ? presetOf(value.period, presets) : defaultPreset;
  const [custom, setCustom] = useState(named === 'custom');
  const [tooLong, setTooLong] = useState(false);
  const preset = custom ? 'custom' : named;
  const shown = value.period ?? presetPeriod(defaultPreset);
  return (
    <Box as="section" aria-label={m.period} data-part="report-period">
      <Inline space="small" alignY="flex-start">
        <Select
          label={m.period}
          items={presets.map((id) => ({ id, label: m.presets[id] }))}
          selectedKey={preset}
          onSelectionChange={(key) => {
            const chosen = String(key) as PeriodPreset;
            setTooLong(false);
            if (chosen === 'custom') {
              setCustom(true);
              return;
            }
            setCustom(false);
            onChange({
              ...value,
              period: chosen === defaultPreset ? null : presetPeriod(chosen),
            });
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        {preset === 'custom' ? (
          <Suspense fallback={<Loader size="small" label={m.loadingCalendar} />}>
            <CustomPeriod
              label={m.customRange}
              value={shown}
              errorMessage={tooLong ? f.message(m.tooLong, { years: maxYears }) : undefined}
              calendarButtonLabel={m.chooseDates}
              previousMonthLabel={m.previousMonth}
              nextMonthLabel={m.nextMonth}
              onChange={(period) => {
                // A last day before the first is the picker's own error to show.
                if (period.to < period.from) return;
                const over = daysIn(period) > maxYears * 366;
                setTooLong(over);
                if (!over) onChange({ ...value, period });
              }}
            />
          </Suspense>
        ) : null}
        {currencies.length > 1 ? (
          <Select
            label={m.currency}
            items={currencies.map((code) => ({ id: code, label: code }))}
            selectedKey={value.currency ?? currencies[0] ?? null}
            onSelectionChange={(key) => onChange({ ...value, currency: String(key) })}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        ) : null}
      </Inline>
    </Box>
  );
}
