import {
  PRIORITIES,
  pagedSchema,
  TASK_LIMITS,
  TASK_STATUSES,
  TASK_SUBJECT_KINDS,
  TASK_TYPES,
  type TaskCreate,
  type TaskSubjectKind,
  type TaskView,
} from '@staydesk/domain';
import { Box, Button, FormRow, Icon, Inline, Link, Stack, Text } from '@staydesk/ui';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { subjectHref } from '../../../components/board/work';
import { ConfirmAction } from '../../../components/ConfirmAction';
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
import { FormCheckbox, FormTextArea, FormTextField } from '../../../lib/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import {
  agentSource,
  companySource,
  guestSource,
  landlordSource,
  type OptionSource,
  propertySource,
} from '../../../lib/options';
import {
  taskKeys,
  useCompleteTask,
  useCreateTask,
  useDeleteTask,
  useReopenTask,
  useRestoreTask,
  useTask,
  useUpdateTask,
} from '../api/tasks';
import { type TasksText, useTaskTexts } from '../components/task-bits';

const NONE = 'none';

function searchOf(search: string, fixed: Record<string, string> = {}): string {
  const params = new URLSearchParams(fixed);
  if (search) params.set('search', search);
  return params.toString();
}

const referencesSchema = pagedSchema(z.object({ id: z.string(), reference: z.string() }));
const invoicesSchema = pagedSchema(z.object({ id: z.string(), number: z.nullable(z.string()) }));

/** Where the subject picker searches for each kind of record. */
function subjectSource(kind: TaskSubjectKind, m: TasksText): OptionSource {
  switch (kind) {
    case 'booking':
      return {
        url: (search) => `/api/v1/bookings?${searchOf(search, { tab: 'overview' })}`,
        read: (body) =>
          referencesSchema.parse(body).items.map((row) => ({ id: row.id, name: row.reference })),
      };
    case 'enquiry':
      return {
        url: (search) => `/api/v1/enquiries?${searchOf(search)}`,
        read: (body) =>
          referencesSchema.parse(body).items.map((row) => ({ id: row.id, name: row.reference })),
      };
    case 'invoice':
      return {
        url: (search) => `/api/v1/invoices?${searchOf(search)}`,
        read: (body) =>
          invoicesSchema
            .parse(body)
            .items.map((row) => ({ id: row.id, name: row.number ?? m.subjects.invoice })),
      };
    case 'property':
      return propertySource;
    case 'landlord':
      return landlordSource;
    case 'client':
      return guestSource;
    case 'company':
      return companySource;
    case 'agent':
      return agentSource;
  }
}

function formSchema(m: TasksText) {
  return z
    .object({
      title: z
        .string()
        .check(z.trim(), z.minLength(1, m.errors.titleRequired), z.maxLength(TASK_LIMITS.title)),
      type: z.enum(TASK_TYPES.map((type) => type.value) as [TaskCreate['type']]),
      status: z.enum(TASK_STATUSES.map((status) => status.value) as [TaskCreate['status']]),
      priority: z.enum(PRIORITIES.map((priority) => priority.value) as [TaskCreate['priority']]),
      dueDate: z.string().check(z.trim()),
      dueTime: z.string().check(z.trim()),
      assigneeId: z.string(),
      subjectKind: z.string(),
      subject: z.nullable(z.object({ id: z.string(), name: z.string() })),
      checklist: z
        .array(
          z.object({
            label: z
              .string()
              .check(
                z.trim(),
                z.minLength(1, m.errors.itemRequired),
                z.maxLength(TASK_LIMITS.checklistLabel),
              ),
            done: z.boolean(),
          }),
        )
        .check(z.maxLength(TASK_LIMITS.checklistItems)),
      notes: z.string().check(z.trim(), z.maxLength(TASK_LIMITS.notes)),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.dueDate !== '' && !DAY_PATTERN.test(values.dueDate))
          context.addIssue({ code: 'custom', path: ['dueDate'], message: m.errors.dueDate });
        if (values.dueTime !== '' && !TIME_PATTERN.test(values.dueTime))
          context.addIssue({ code: 'custom', path: ['dueTime'], message: m.errors.dueTime });
        if (values.dueTime !== '' && values.dueDate === '')
          context.addIssue({
            code: 'custom',
            path: ['dueDate'],
            message: m.errors.dueTimeWithoutDate,
          });
        if (values.subjectKind !== NONE && values.subject === null)
          context.addIssue({ code: 'custom', path: ['subject'], message: m.errors.subject });
      }),
    );
}
type FormValues = z.input<ReturnType<typeof formSchema>>;

function toInput(values: FormValues): TaskCreate {
  const kind = TASK_SUBJECT_KINDS.find((value) => value === values.subjectKind);
  const dueAt = instantOf(values.dueDate, values.dueTime);
  return {
    title: values.title.trim(),
    type: values.type,
    status: values.status,
    priority: values.priority,
    dueAt,
    assigneeId: values.assigneeId === NONE ? null : values.assigneeId,
    subject: kind && values.subject ? { kind, id: values.subject.id } : null,
    checklist: values.checklist.map((item) => ({ label: item.label.trim(), done: item.done })),
    notes: values.notes.trim(),
  };
}

function fromTask(task: TaskView | null, me: string): FormValues {
  if (task === null) {
    return {
      title: '',
      type: 'call',
      status: 'open',
      priority: 'normal',
      dueDate: '',
      dueTime: '',
      assigneeId: me,
      subjectKind: NONE,
      subject: null,
      checklist: [],
      notes: '',
    };
  }
  return {
    title: task.title,
    type: task.type,
    status: task.status,
    priority: task.priority,
    dueDate: whenOf(task.dueAt).date,
    dueTime: whenOf(task.dueAt).time,
    assigneeId: task.assigneeId ?? NONE,
    subjectKind: task.subject?.kind ?? NONE,
    subject: task.subject ? { id: task.subject.id, name: task.subjectLabel ?? '' } : null,
    checklist: task.checklist,
    notes: task.notes,
  };
}

const SERVER_FIELDS = ['title', 'type', 'status', 'priority', 'assigneeId', 'notes'] as const;

/**
 * The 'task' modal of spec §2 with its task read: create one (task null), or edit, complete,
 * reopen, delete or restore it. A stale version is refused with the server's words in place and
 * the task reloaded, so saving again writes over the version that won.
 */
export function TaskDialog({ task, onClose }: { task: TaskView | null; onClose: () => void }) {
  const { m, f } = useTaskTexts();
  const { userData, users } = useCurrentUser();
  const schema = useMemo(() => formSchema(m), [m]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: fromTask(task, userData.id ?? NONE),
  });
  const checklist = useFieldArray({ control: form.control, name: 'checklist' });
  const subjectKind = useWatch({ control: form.control, name: 'subjectKind' });
  const kind = TASK_SUBJECT_KINDS.find((value) => value === subjectKind);
  const source = useMemo(() => (kind ? subjectSource(kind, m) : null), [kind, m]);
  const create = useCreateTask();
  const update = useUpdateTask();
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const remove = useDeleteTask();
  const restore = useRestoreTask();
  const refresh = useConflictRefresh(taskKeys.shows);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const isOpen = task !== null && (task.status === 'open' || task.status === 'inProgress');
  const target = task ? { id: task.id, version: task.version } : null;
  let actions: DialogAction[] = [];
  if (task && target) {
    actions = task.deleted
      ? [{ label: m.modal.restore, onSubmit: () => restore.trigger(target) }]
      : [
          isOpen
            ? { label: m.modal.complete, onSubmit: () => complete.trigger(target) }
            : { label: m.modal.reopen, onSubmit: () => reopen.trigger(target) },
          {
            label: m.modal.delete,
            variant: 'critical',
            onSubmit: () => {
              setConfirmDelete(true);
              return null;
            },
          },
        ];
  }

  return (
    <MutationDialog
      title={task === null ? m.modal.createTitle : m.modal.editTitle}
      submitLabel={task ? m.modal.save : m.modal.create}
      cancelLabel={m.modal.cancel}
      size="large"
      onClose={onClose}
      onSubmit={formWrite(form, (values) => {
        const input = toInput(values);
        return task === null
          ? create.trigger(input)
          : update.trigger({ id: task.id, changes: { ...input, version: task.version } });
      })}
      refresh={refresh}
      onFailure={(error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        if (fields['subject.id'])
          form.setError('subject', { type: 'server', message: fields['subject.id'] });
        applyServerFieldErrors(error, SERVER_FIELDS, form.setError);
      }}
      extraActions={actions}
    >
      <FormTextField
        control={form.control}
        name="title"
        label={m.modal.title}
        isRequired
        maxLength={TASK_LIMITS.title}
      />
      <FormRow>
        <FormSelectField
          control={form.control}
          name="type"
          label={m.modal.type}
          options={labelledOptions(TASK_TYPES, m.types)}
        />
        <FormSelectField
          control={form.control}
          name="priority"
          label={m.modal.priority}
          options={labelledOptions(PRIORITIES, m.priorities)}
        />
        <FormSelectField
          control={form.control}
          name="status"
          label={m.modal.status}
          options={labelledOptions(TASK_STATUSES, m.statuses)}
        />
      </FormRow>
      <FormRow>
        <FormWhenField
          control={form.control}
          dateName="dueDate"
          timeName="dueTime"
          texts={{
            label: m.modal.dueDate,
            description: m.modal.dueDateHint,
            withTime: m.modal.dueWithTime,
            choose: m.modal.chooseDate,
            previousMonth: m.modal.previousMonth,
            nextMonth: m.modal.nextMonth,
          }}
        />
        <FormSelectField
          control={form.control}
          name="assigneeId"
          label={m.modal.assignee}
          options={[
            { value: NONE, label: m.modal.noAssignee },
            ...users.map((user) => ({ value: user.id, label: user.fullName })),
          ]}
        />
      </FormRow>
      <FormRow>
        <FormSelectField
          control={form.control}
          name="subjectKind"
          label={m.modal.subjectKind}
          options={[
            { value: NONE, label: m.modal.noSubject },
            ...TASK_SUBJECT_KINDS.map((value) => ({ value, label: m.subjects[value] })),
          ]}
        />
        {source ? (
          <FormSearchPicker
            key={kind}
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
      {task?.subject ? <Link href={subjectHref(task.subject)}>{m.modal.openSubject}</Link> : null}
      <Stack space="small">
        <Text weight="medium">{m.modal.checklist}</Text>
        {checklist.fields.map((item, index) => (
          <Inline key={item.id} space="small" alignY="flex-end" noWrap>
            <FormCheckbox control={form.control} name={`checklist.${index}.done`}>
              {m.modal.done}
            </FormCheckbox>
            <Box flexGrow="1">
              <FormTextField
                control={form.control}
                name={`checklist.${index}.label`}
                label={f.message(m.modal.checklistItem, { number: index + 1 })}
                maxLength={TASK_LIMITS.checklistLabel}
              />
            </Box>
            <Button
              variant="ghost"
              size="small"
              aria-label={f.message(m.modal.removeItem, { number: index + 1 })}
              onPress={() => checklist.remove(index)}
            >
              <Icon name="close" size="small" />
            </Button>
          </Inline>
        ))}
        {checklist.fields.length < TASK_LIMITS.checklistItems ? (
          <Inline space="small">
            <Button
              variant="secondary"
              size="small"
              onPress={() => checklist.append({ label: '', done: false })}
            >
              {m.modal.addItem}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <FormTextArea
        control={form.control}
        name="notes"
        label={m.modal.notes}
        rows={3}
        maxLength={TASK_LIMITS.notes}
      />
      {task ? (
        <Stack space="xxsmall">
          {task.completedAt ? (
            <Text size="small" tone="positive">
              {f.message(m.modal.completed, {
                name: task.completedByName ?? '—',
                when: f.dateTime(task.completedAt),
              })}
            </Text>
          ) : null}
          <Text size="small" tone="secondary">
            {f.message(m.modal.createdBy, {
              name: task.createdByName ?? '—',
              when: f.relative(task.createdAt),
            })}
          </Text>
        </Stack>
      ) : null}
      {task && target ? (
        <ConfirmAction
          isOpen={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title={m.modal.deleteTitle}
          message={f.message(m.modal.deleteText, { title: task.title })}
          confirmLabel={m.modal.delete}
          cancelLabel={m.modal.cancel}
          tone="critical"
          onConfirm={() => remove.trigger(target)}
          refresh={refresh}
          onSuccess={onClose}
        />
      ) : null}
    </MutationDialog>
  );
}

/** The task modal opened by its address (`?task=new` or `?task=<id>`): reads the task first. */
export function TaskModal({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const { m } = useTaskTexts();
  const { data, error } = useTask(taskId);
  if (taskId === null) return <TaskDialog task={null} onClose={onClose} />;
  if (data) return <TaskDialog task={data} onClose={onClose} />;
  return (
    <LoadingDialog
      title={m.modal.editTitle}
      failure={error ? m.modal.notFound : null}
      onClose={onClose}
      size="large"
    />
  );
}
