import { type ChartDatum, PlainTable, type TableColumn } from '@staydesk/ui';

/** A chart's values as a table (its name, the value's name, each row's value as the chart writes it). */
export function ChartData({
  label,
  nameLabel,
  valueLabel,
  data,
  format,
}: {
  label: string;
  /** The first column's header (what each row is: a company, a status). */
  nameLabel: string;
  valueLabel: string;
  data: readonly ChartDatum[];
  format: (value: number) => string;
}) {
  const columns: TableColumn<ChartDatum>[] = [
    {
      id: 'label',
      name: nameLabel,
      role: 'name',
      isRowHeader: true,
      renderCell: (datum) => datum.label,
    },
    {
      id: 'value',
      name: valueLabel,
      role: 'number',
      align: 'end',
      renderCell: (datum) => format(datum.value),
    },
  ];
  return <PlainTable aria-label={label} columns={columns} items={data} density="compact" />;
}
