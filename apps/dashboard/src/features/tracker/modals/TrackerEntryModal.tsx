import {
  canApplyTrackerValues,
  TRACKER_KINDS,
  TRACKER_LIMITS,
  TRACKER_STATUSES,
  TRACKER_SUBJECT_KINDS,
  type TrackerEntry,
  type TrackerEntryUpdate,
  type TrackerKind,
  type TrackerStatus,
  type TrackerValues,
} from '@staydesk/domain';
import { FormRow, Heading, Inline, Link, Stack, Text } from '@staydesk/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { subjectHref } from '../../../components/board/work';
import { FormDayField } from '../../../components/FormDayField';
import { FormSearchPicker } from '../../../components/FormSearchPicker';
import { FormSelectField, labelledOptions } from '../../../components/FormSelectField';
import { LoadingDialog } from '../../../components/LoadingDialog';
import { type DialogAction, formWrite, MutationDialog } from '../../../components/MutationDialog';
import {
  DAY_PATTERN,
  FormWhenField,
  instantOf,
  TIME_PATTERN,
  whenOf,
} from '../../../components/WhenField';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import {
  subjectSource,
  trackerKeys,
  useApplyEntry,
  useConfirmArrival,
  useCreateEntry,
  useTrackerEntry,
  useUpdateEntry,
} from '../api/tracker';
import { type TrackerText, useTrackerTexts } from '../components/tracker-bits';

const NONE = '-';
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
function formSchema(m: TrackerText) {
  const date = z.string().check(
    z.trim(),
    z.refine((text) => text === '' || DAY_PATTERN.test(text), m.errors.date),
  );
  const time = z.string().check(
    z.trim(),
    z.refine((text) => text === '' || TIME_PATTERN.test(text), m.errors.time),
  );
  return z
    .object({
      kind: z.string(),
      subjectKind: z.string(),
      subject: z.nullable(z.object({ id: z.string(), name: z.string() })),
      summary: z
        .string()
        .check(z.trim(), z.minLength(1, m.errors.summary), z.maxLength(TRACKER_LIMITS.summary)),
      status: z.string(),
      outcome: z.string().check(z.trim(), z.maxLength(TRACKER_LIMITS.outcome)),
      dueDate: date,
      dueTime: time,
      nextDate: date,
      nextTime: time,
      assigneeId: z.string(),
      rate: z.string().check(
        z.trim(),
        z.refine((text) => text === '' || AMOUNT.test(text), m.errors.amount),
      ),
      availability: z.string(),
      from: date,
      to: date,
    })
    .check(
      z.superRefine((values, context) => {
        if (values.subjectKind !== NONE && values.subject === null)
          context.addIssue({ code: 'custom', path: ['subject'], message: m.errors.subject });
      }),
    );
}
type FormValues = z.input<ReturnType<typeof formSchema>>;

function fromEntry(entry: TrackerEntry | null, me: string): FormValues {
  const due = whenOf(entry?.dueAt ?? null);
  const next = whenOf(entry?.nextActionAt ?? null);
  const after = entry?.after ?? null;
  return {
    kind: entry?.kind ?? 'other',
    subjectKind: entry?.subject?.kind ?? NONE,
    subject: entry?.subject ? { id: entry.subject.id, name: entry.subjectLabel } : null,
    summary: entry?.summary ?? '',
    status: entry?.status ?? 'open',
    outcome: entry?.outcome ?? '',
    dueDate: due.date,
    dueTime: due.time,
    nextDate: next.date,
    nextTime: next.time,
    assigneeId: entry ? (entry.assignee?.id ?? NONE) : me,
    rate: after?.nightlyRate?.amount ?? '',
    availability: after?.availability ?? NONE,
    from: after?.from ?? '',
    to: after?.to ?? '',
  };
}

function afterOf(values: FormValues, currency: string): TrackerValues | null {
  const availability =
    values.availability === 'available' || values.availability === 'unavailable'
      ? values.availability
      : null;
  if (values.rate === '' && availability === null) return null;
  return {
    nightlyRate: values.rate === '' ? null : { amount: values.rate, currency },
    availability,
    from: values.from === '' ? null : values.from,
    to: values.to === '' ? null : values.to,
  };
}

const SERVER_FIELDS = ['summary', 'outcome', 'status', 'kind', 'assigneeId'] as const;

/**
 * The entry dialog with its entry read: log a new one (entry null), or log an open one's outcome,
 * status and next action, confirm an arrival, apply the values found to the property or mark it
 * done. A stale version is refused with the server's words in place and the entry reloaded.
 */
export function TrackerEntryDialog({
  entry,
  onClose,
}: {
  entry: TrackerEntry | null;
  onClose: () => void;
}) {
  const { m, f } = useTrackerTexts();
  const { userData, users } = useCurrentUser();
  const schema = useMemo(() => formSchema(m), [m]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: fromEntry(entry, userData.id ?? NONE),
  });
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const apply = useApplyEntry();
  const confirm = useConfirmArrival();
  const refresh = useConflictRefresh(trackerKeys.shows);
  const subjectKind = useWatch({ control: form.control, name: 'subjectKind' });
  const pickedKind = TRACKER_SUBJECT_KINDS.find((value) => value === subjectKind);
  const source = useMemo(() => (pickedKind ? subjectSource(pickedKind) : null), [pickedKind]);
  // Another kind of record: the one picked before is not of it.
  const shownKind = useRef(subjectKind);
  useEffect(() => {
    if (shownKind.current === subjectKind) return;
    shownKind.current = subjectKind;
    form.setValue('subject', null);
  }, [subjectKind, form]);
  const currency = entry?.before?.nightlyRate?.currency ?? 'GBP';
  const isAutomatic = entry?.trigger != null;
  const showsValues =
    entry?.subject?.kind === 'property' ||
    entry?.kind === 'priceCheck' ||
    entry?.kind === 'availabilityCheck';

  const write = formWrite(form, (values) => {
    const kind = TRACKER_KINDS.find((option) => option.value === values.kind)?.value ?? 'other';
    const status =
      TRACKER_STATUSES.find((option) => option.value === values.status)?.value ?? 'open';
    const subject =
      pickedKind && values.subject ? { kind: pickedKind, id: values.subject.id } : null;
    const common = {
      summary: values.summary.trim(),
      status: status as TrackerStatus,
      outcome: values.outcome.trim(),
      dueAt: instantOf(values.dueDate, values.dueTime),
      nextActionAt: instantOf(values.nextDate, values.nextTime),
      assigneeId: values.assigneeId === NONE ? null : values.assigneeId,
    };
    if (entry === null) return create.trigger({ ...common, kind: kind as TrackerKind, subject });
    const changes: TrackerEntryUpdate = {
      ...common,
      ...(isAutomatic ? {} : { kind: kind as TrackerKind, subject }),
      after: showsValues ? afterOf(values, currency) : entry.after,
      version: entry.version,
    };
    return update.trigger({ id: entry.id, changes });
  });

  const people = [
    { value: NONE, label: m.modal.nobody },
    ...users.map((user) => ({ value: user.id, label: user.fullName })),
  ];
  const canApply = entry !== null && canApplyTrackerValues(entry);
  const dates = {
    withTime: m.modal.withTime,
    choose: m.modal.chooseDate,
    previousMonth: m.modal.previousMonth,
    nextMonth: m.modal.nextMonth,
  };
  const chased = entry !== null && (entry.status === 'open' || entry.status === 'waiting');
  const canConfirm =
    chased && entry?.kind === 'checkInConfirmation' && entry.subject?.kind === 'booking';

  const target = entry ? { id: entry.id, version: entry.version } : null;
  const actions: DialogAction[] = [];
  if (target && canConfirm)
    actions.push({ label: m.modal.confirmArrival, onSubmit: () => confirm.trigger(target) });
  if (target && canApply)
    actions.push({ label: m.modal.apply, onSubmit: () => apply.trigger(target) });
  if (target && chased)
    actions.push({
      label: m.modal.markDone,
      onSubmit: () =>
        update.trigger({
          id: target.id,
          changes: {
            status: 'done',
            outcome: form.getValues('outcome').trim().slice(0, TRACKER_LIMITS.outcome),
            version: target.version,
          },
        }),
    });

  return (
    <MutationDialog
      title={entry === null ? m.modal.createTitle : m.modal.title}
      submitLabel={entry ? m.modal.save : m.modal.create}
      cancelLabel={m.modal.cancel}
      size="large"
      onClose={onClose}
      onSubmit={write}
      refresh={refresh}
      onFailure={(error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        if (fields['subject.id'])
          form.setError('subject', { type: 'server', message: fields['subject.id'] });
        applyServerFieldErrors(error, SERVER_FIELDS, form.setError);
      }}
      extraActions={actions}
    >
      {entry?.subject ? (
        <Inline space="small" alignY="center">
          <Text tone="secondary">{m.modal.record}</Text>
          <Link href={subjectHref(entry.subject)}>
            {`${m.subjects[entry.subject.kind]} ${entry.subjectLabel}`}
          </Link>
        </Inline>
      ) : null}
      {entry?.trigger ? <Text tone="secondary">{m.triggers[entry.trigger]}</Text> : null}
      {canConfirm ? <Text tone="secondary">{m.modal.confirmHint}</Text> : null}
      <FormTextField
        control={form.control}
        name="summary"
        label={m.modal.summary}
        isRequired
        maxLength={TRACKER_LIMITS.summary}
      />
      <FormRow>
        {isAutomatic ? null : (
          <FormSelectField
            control={form.control}
            name="kind"
            label={m.modal.kind}
            options={labelledOptions(TRACKER_KINDS, m.kinds)}
          />
        )}
        <FormSelectField
          control={form.control}
          name="status"
          label={m.modal.status}
          options={labelledOptions(TRACKER_STATUSES, m.statuses)}
        />
        <FormSelectField
          control={form.control}
          name="assigneeId"
          label={m.modal.assignee}
          options={people}
        />
      </FormRow>
      {isAutomatic ? null : (
        <FormRow>
          <FormSelectField
            control={form.control}
            name="subjectKind"
            label={m.modal.subjectKind}
            options={[
              { value: NONE, label: m.modal.noSubject },
              ...TRACKER_SUBJECT_KINDS.map((value) => ({ value, label: m.subjects[value] })),
            ]}
          />
          {source ? (
            <FormSearchPicker
              key={pickedKind}
              control={form.control}
              name="subject"
              label={m.modal.subject}
              placeholder={m.modal.subjectPlaceholder}
              emptyText={m.modal.subjectEmpty}
              source={source}
              isRequired
            />
          ) : null}
        </FormRow>
      )}
      <FormTextArea
        control={form.control}
        name="outcome"
        label={m.modal.outcome}
        description={m.modal.outcomeHint}
        maxLength={TRACKER_LIMITS.outcome}
      />
      <FormRow>
        <FormWhenField
          control={form.control}
          dateName="dueDate"
          timeName="dueTime"
          texts={{ ...dates, label: m.modal.dueDate, description: m.modal.dueHint }}
        />
        <FormWhenField
          control={form.control}
          dateName="nextDate"
          timeName="nextTime"
          texts={{ ...dates, label: m.modal.nextDate, description: m.modal.dueHint }}
        />
      </FormRow>
      {entry !== null && showsValues ? (
        <Stack space="medium">
          <Heading level={3}>{m.modal.values}</Heading>
          {entry.before?.nightlyRate ? (
            <Text tone="secondary">
              {`${m.modal.before}: ${f.money(Number(entry.before.nightlyRate.amount), entry.before.nightlyRate.currency)}`}
            </Text>
          ) : null}
          <FormRow>
            {/* The rates are the landlord's cost history: a role the server hides them from
                (no COST_AUDIT_TRAIL) is not asked for one either. */}
            {entry.costsHidden ? null : (
              <FormTextField
                control={form.control}
                name="rate"
                label={f.message(m.modal.nightlyRate, { currency })}
                maxLength={12}
              />
            )}
            <FormSelectField
              control={form.control}
              name="availability"
              label={m.modal.availability}
              options={[
                { value: NONE, label: m.modal.availabilityNone },
                { value: 'available', label: m.modal.availabilityOptions.available },
                { value: 'unavailable', label: m.modal.availabilityOptions.unavailable },
              ]}
            />
          </FormRow>
          <FormRow>
            <FormDayField control={form.control} name="from" label={m.modal.from} />
            <FormDayField control={form.control} name="to" label={m.modal.to} />
          </FormRow>
          {entry.appliedAt ? (
            <Text tone="secondary">
              {f.message(m.modal.applied, { when: f.relative(entry.appliedAt) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {entry ? (
        <Stack space="xxsmall">
          <Text size="small" tone="secondary">
            {entry.creator
              ? f.message(m.modal.createdBy, {
                  name: entry.creator.fullName,
                  when: f.relative(entry.createdAt),
                })
              : f.message(m.modal.createdBySystem, { when: f.relative(entry.createdAt) })}
          </Text>
          {entry.loggedBy && entry.loggedAt ? (
            <Text size="small" tone="secondary">
              {f.message(m.modal.loggedBy, {
                name: entry.loggedBy.fullName,
                when: f.relative(entry.loggedAt),
              })}
            </Text>
          ) : null}
          {entry.closedBySystemAt ? (
            <Text size="small" tone="secondary">
              {f.message(m.closedBySystem, { when: f.relative(entry.closedBySystemAt) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </MutationDialog>
  );
}

/** The entry dialog opened by its address: reads the entry first. */
export function TrackerEntryModal({
  entryId,
  onClose,
}: {
  entryId: string | null;
  onClose: () => void;
}) {
  const { m } = useTrackerTexts();
  const { data, error } = useTrackerEntry(entryId);
  if (entryId === null) return <TrackerEntryDialog entry={null} onClose={onClose} />;
  if (data) return <TrackerEntryDialog entry={data} onClose={onClose} />;
  return (
    <LoadingDialog
      title={m.modal.title}
      failure={error ? m.modal.notFound : null}
      onClose={onClose}
      size="large"
    />
  );
}
