export const tableColumnAlignments = ['start', 'center', 'end'] as const;
export type TableColumnAlignment = (typeof tableColumnAlignments)[number];

export const tableDensities = ['compact', 'standard'] as const;
export type TableDensity = (typeof tableDensities)[number];
