import { companyTypeSchema, experimentSchema, roleSchema } from '@staydesk/domain';
import { Link, Stack, Table, type TableColumn, Text } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { type Formatters, useFormat } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { usePhoneColumns } from '../../../lib/media';
import { type AuditEntry, useCompanyNames } from '../api/audit';
import { useAvailableExperiments } from '../api/experiments';
import { type AdministrationTexts, useAdministrationTexts } from '../messages';

/** Fields holding the id of another record, and what kind of record it is. */
const REFERENCES: Readonly<Record<string, 'company' | 'user'>> = {
  companyId: 'company',
  parentId: 'company',
  agencyCompanyId: 'company',
  accountManagerId: 'user',
};

/** How many changes a row shows before 'and 3 more fields'. */
const SHOWN_CHANGES = 4;
const LONGEST_VALUE = 60;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ValueContext {
  t: AdministrationTexts;
  f: Formatters;
  /** Names of referenced records by id (users and companies). */
  names: ReadonlyMap<string, string>;
  /** Experiment labels by experiment name (global settings). */
  experiments: ReadonlyMap<string, string>;
}

function lookup<T extends object>(words: T, key: string): string | undefined {
  if (!Object.hasOwn(words, key)) return undefined;
  const word: unknown = words[key as keyof T];
  return typeof word === 'string' ? word : undefined;
}

function clip(text: string): string {
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/** A stored value in the user's language: dates, yes/no, enumerations, references by name. */
export function formatAuditValue(field: string, value: unknown, context: ValueContext): string {
  const { t, f, names } = context;
  const a = t.administration;
  if (value === undefined || value === null || value === '') return a.auditEmptyValue;
  if (value === '(hidden)') return a.auditHiddenValue;
  if (value === '(changed)') return a.auditChangedValue;
  if (typeof value === 'boolean') return value ? a.auditYes : a.auditNo;
  if (typeof value === 'number') return f.number(value);
  // An account's experiment: 'Tracker board (On)', as the users table shows it.
  const experiment = experimentSchema.safeParse(value);
  if (experiment.success) {
    const { name, isAvailable } = experiment.data;
    const state = isAvailable ? a.experimentOn : a.experimentOff;
    return `${context.experiments.get(name) ?? name} (${state})`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return a.auditEmptyValue;
    return clip(value.map((item) => formatAuditValue(field, item, context)).join(', '));
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value).map(
      ([key, inner]) =>
        `${lookup(a.auditFields, key) ?? key} ${formatAuditValue(key, inner, context)}`,
    );
    return parts.length > 0 ? clip(parts.join(', ')) : a.auditEmptyValue;
  }
  const text = String(value);
  if (REFERENCES[field]) return names.get(text) ?? `#${text.slice(0, 8)}`;
  if (field === 'role') {
    const role = roleSchema.safeParse(text);
    if (role.success) return t.layout.roles[role.data];
  }
  if (field === 'type') {
    const type = companyTypeSchema.safeParse(text);
    if (type.success) return t.common.companyTypes[type.data];
  }
  const word = lookup(a.auditValues, text);
  if (word) return word;
  if (ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text))) return f.dateTime(text);
  if (ISO_DATE.test(text)) return f.date(text);
  return clip(text);
}

/**
 * The readable lines of one event: 'Phone: +44 … → +33 …' for a change, 'Phone: +44 …' for what
 * a creation set (empty values left out). Deleting and restoring say it in the action column.
 */
export function auditLines(event: AuditEntry, context: ValueContext): string[] {
  const { t, f } = context;
  const a = t.administration;
  if (event.action === 'delete' || event.action === 'restore') return [];
  return Object.entries(event.changes).flatMap(([field, change]) => {
    if (field === 'deleted') return [];
    const label = lookup(a.auditFields, field) ?? field;
    const to = formatAuditValue(field, change.to, context);
    if (!('from' in change)) {
      return to === a.auditEmptyValue ? [] : [f.message(a.auditSet, { field: label, to })];
    }
    const from = formatAuditValue(field, change.from, context);
    return [f.message(a.auditChange, { field: label, from, to })];
  });
}

function recordHref(event: AuditEntry): string | null {
  const id = event.recordId;
  switch (event.recordType) {
    case 'client':
      return href('clientDetail', { clientId: id });
    case 'agent':
      return href('agentDetail', { agentId: id });
    case 'company':
      return href('companyDetail', { companyId: id });
    case 'user':
      return href('account', { accountId: id });
    default:
      return null;
  }
}

function RecordCell({ event, t }: { event: AuditEntry; t: AdministrationTexts }) {
  const a = t.administration;
  const kind = lookup(a.auditRecordTypes, event.recordType) ?? event.recordType;
  const name = event.recordName || `#${event.recordId.slice(0, 8)}`;
  const target = recordHref(event);
  return (
    <Stack space="xxsmall">
      {target ? <Link href={target}>{name}</Link> : <Text>{name}</Text>}
      <Text size="small" tone="secondary">
        {kind}
      </Text>
    </Stack>
  );
}

function ChangesCell({ event, context }: { event: AuditEntry; context: ValueContext }) {
  const a = context.t.administration;
  const lines = auditLines(event, context);
  if (lines.length === 0) return <>{a.auditNoDetails}</>;
  const hidden = lines.length - SHOWN_CHANGES;
  return (
    <Stack space="xxsmall">
      {lines.slice(0, SHOWN_CHANGES).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {hidden > 0 ? (
        <Text size="small" tone="secondary">
          {context.f.message(a.auditMoreChanges, { count: hidden })}
        </Text>
      ) : null}
    </Stack>
  );
}

function auditColumns(context: ValueContext): TableColumn<AuditEntry>[] {
  const { t, f } = context;
  const columns = t.administration.auditColumns;
  return [
    {
      id: 'when',
      role: 'date',
      name: columns.when,
      isRowHeader: true,
      renderCell: (event) => (
        <time dateTime={event.occurredAt} title={f.dateTime(event.occurredAt)}>
          {f.relative(event.occurredAt)}
        </time>
      ),
    },
    {
      id: 'who',
      role: 'name',
      name: columns.who,
      renderCell: (event) => <CreatorChip userId={event.actorId} />,
    },
    {
      id: 'action',
      role: 'status',
      name: columns.action,
      renderCell: (event) => lookup(t.administration.auditActions, event.action) ?? event.action,
    },
    {
      id: 'record',
      name: columns.record,
      renderCell: (event) => <RecordCell event={event} t={t} />,
    },
    {
      id: 'fields',
      name: columns.fields,
      renderCell: (event) => <ChangesCell event={event} context={context} />,
    },
  ];
}

/** The ids of companies the events refer to that the start-up companies list does not name. */
function missingCompanyIds(events: readonly AuditEntry[], known: ReadonlyMap<string, string>) {
  return events.flatMap((event) =>
    Object.entries(event.changes).flatMap(([field, change]) =>
      REFERENCES[field] === 'company'
        ? [change.from, change.to].filter(
            (value): value is string =>
              typeof value === 'string' && value !== '' && !known.has(value),
          )
        : [],
    ),
  );
}

/**
 * Audit events: when, who, what was done, to which record (its name, a link to it, its kind),
 * and what changed as 'field: before → after' in the user's language.
 */
export function AuditTable({ events }: { events: readonly AuditEntry[] }) {
  const t = useAdministrationTexts();
  const f = useFormat();
  const { users, companies } = useCurrentUser();
  const known = new Map<string, string>([
    ...users.map((user): [string, string] => [user.id, user.fullName]),
    ...companies.map((company): [string, string] => [company.id, company.name]),
  ]);
  const fetched = useCompanyNames(missingCompanyIds(events, known));
  const names = new Map([...known, ...(fetched.data ?? [])]);
  const available = useAvailableExperiments();
  const experiments = new Map(
    (available.data ?? []).map((experiment): [string, string] => [
      experiment.name,
      experiment.label,
    ]),
  );
  const columns = usePhoneColumns(auditColumns({ t, f, names, experiments }), ['record', 'fields']);
  return <Table aria-label={t.administration.audit} columns={columns} items={events} />;
}
