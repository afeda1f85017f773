export const tableColumnAlignments = ['start', 'center', 'end'] as const;
export type TableColumnAlignment = (typeof tableColumnAlignments)[number];

export const tableDensities = ['compact', 'standard'] as const;
export type TableDensity = (typeof tableDensities)[number];

/**
 * What a column holds, and so how its cells sit and break: `text` keeps one line and ends in an
 * ellipsis (the whole text on hover); `name` wraps only between words and keeps a least width;
 * `email` wraps only after an `@` or a `.`; `number` and `money` align to the end in tabular
 * figures; `date`, `status` and `actions` never wrap. A column without a role wraps between words.
 * No role ever breaks a word.
 */
export const tableColumnRoles = [
  'text',
  'name',
  'email',
  'number',
  'money',
  'date',
  'status',
  'actions',
] as const;
export type TableColumnRole = (typeof tableColumnRoles)[number];
