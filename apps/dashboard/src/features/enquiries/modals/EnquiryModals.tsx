import {
  DELETED_RECORD_PERMISSIONS,
  type EnquiryView,
  TEXT_LIMITS,
  type WorkflowStatus,
} from '@staydesk/domain';
import { Button, Inline, Select, SelectItem, Stack, Text, TextArea } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { MutationDialog } from '../../../components/MutationDialog';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useCan } from '../../../lib/can';
import {
  useAssignEnquiry,
  useAssignees,
  useChangeStatus,
  useDeleteEnquiry,
  useDeleteEnquiryPermanently,
  useResetEnquiry,
  useSaveNote,
} from '../api/enquiries';
import { enquiriesMessages } from '../messages';
import { useConflictRefresh } from './useConflictRefresh';

export type EnquiryModal =
  | { kind: 'edit' }
  | { kind: 'assign' }
  | { kind: 'status'; status: WorkflowStatus | null }
  | { kind: 'note' }
  | { kind: 'reset' }
  | { kind: 'delete' }
  | { kind: 'deletePermanently' };

interface ModalProps {
  enquiry: EnquiryView;
  onClose: () => void;
}

// The edit form (react-hook-form, the pickers, the stay and requirements sections) loads when
// asked for, not with the small dialogs beside it.
const EnquiryEditDialog = lazy(() =>
  import('./EnquiryEditDialog').then((m) => ({ default: m.EnquiryEditDialog })),
);

const LOST: readonly WorkflowStatus[] = ['cancelled', 'notPossible'];
const REASON_MAX = 500;

/** Assign enquiry (ASSIGN_ENQUIRY); removing the assignee needs DELETE_ASSIGNEE. */
function AssignModal({ enquiry, onClose }: ModalProps) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const can = useCan();
  // Until the people arrive the list is empty, and an empty Select does not open: a press then
  // would do nothing, so the field waits, disabled, for them.
  const assignees = useAssignees().data;
  const assign = useAssignEnquiry();
  const refresh = useConflictRefresh();
  const [chosen, setChosen] = useState<string | null>(enquiry.assignee?.id ?? null);
  const [invalid, setInvalid] = useState(false);
  const save = (assigneeId: string | null) =>
    assign.trigger({ id: enquiry.id, assigneeId, version: enquiry.version });
  return (
    <MutationDialog
      title={m.modals.assign.title}
      submitLabel={m.modals.assign.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={() => {
        if (!chosen) {
          setInvalid(true);
          return null;
        }
        return save(chosen);
      }}
      refresh={refresh}
      refusal="close"
    >
      {(dialog) => (
        <>
          <Text>{f.message(m.modals.assign.text, { reference: enquiry.reference })}</Text>
          <Select
            label={m.modals.assign.assignee}
            placeholder={m.modals.assign.placeholder}
            isRequired
            isDisabled={assignees === undefined}
            items={(assignees ?? []).map((person) => ({ id: person.id, label: person.fullName }))}
            selectedKey={chosen}
            isInvalid={invalid}
            errorMessage={invalid ? m.validation.assigneeRequired : undefined}
            onSelectionChange={(key) => {
              setChosen(key === null ? null : String(key));
              setInvalid(false);
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          {enquiry.assignee && can('DELETE_ASSIGNEE') ? (
            <Stack space="xsmall">
              <Text size="small" tone="secondary">
                {m.modals.assign.removeText}
              </Text>
              <Inline space="small">
                <Button
                  variant="critical"
                  size="small"
                  isPending={dialog.isPending}
                  onPress={() => void dialog.run(() => save(null))}
                >
                  {m.modals.assign.remove}
                </Button>
              </Inline>
            </Stack>
          ) : null}
        </>
      )}
    </MutationDialog>
  );
}

/** Change status: only the view's nextStatuses; a reason for cancelled and notPossible. */
function StatusModal({
  enquiry,
  onClose,
  initial,
}: ModalProps & { initial: WorkflowStatus | null }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const change = useChangeStatus();
  const refresh = useConflictRefresh();
  const choices = enquiry.nextStatuses;
  const [target, setTarget] = useState<WorkflowStatus | null>(
    initial && choices.includes(initial) ? initial : (choices[0] ?? null),
  );
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const needsReason = target !== null && LOST.includes(target);
  const submit = () => {
    if (!target) return null;
    if (needsReason && reason.trim() === '') {
      setInvalid(true);
      return null;
    }
    return change.trigger({
      id: enquiry.id,
      status: target,
      ...(needsReason ? { reason: reason.trim() } : {}),
      version: enquiry.version,
    });
  };
  return (
    <MutationDialog
      title={m.modals.status.title}
      submitLabel={m.modals.status.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={submit}
      refresh={refresh}
      refusal="close"
      isSubmitDisabled={target === null}
    >
      <Text>
        {f.message(m.modals.status.text, {
          reference: enquiry.reference,
          status: m.statuses[enquiry.status],
        })}
      </Text>
      {choices.length === 0 ? (
        <Text tone="secondary">{m.modals.status.none}</Text>
      ) : (
        <Select
          label={m.modals.status.target}
          isRequired
          items={choices.map((status) => ({ id: status, label: m.statuses[status] }))}
          selectedKey={target}
          onSelectionChange={(key) => {
            const next = choices.find((status) => status === key);
            if (next) setTarget(next);
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      )}
      {needsReason ? (
        <TextArea
          label={m.modals.status.reason}
          description={m.modals.status.reasonHint}
          isRequired
          value={reason}
          maxLength={REASON_MAX}
          onChange={(value) => {
            setReason(value);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={invalid ? m.validation.reasonRequired : undefined}
        />
      ) : null}
    </MutationDialog>
  );
}

/** The 'edit note' modal (spec §2). */
function NoteModal({ enquiry, onClose }: ModalProps) {
  const m = useMessages(enquiriesMessages);
  const save = useSaveNote();
  const refresh = useConflictRefresh();
  const [notes, setNotes] = useState(enquiry.notes);
  return (
    <MutationDialog
      size="large"
      title={m.modals.note.title}
      submitLabel={m.modals.note.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      onClose={onClose}
      onSubmit={() =>
        save.trigger({ id: enquiry.id, notes: notes.trim(), version: enquiry.version })
      }
      refresh={refresh}
      refusal="close"
    >
      <TextArea
        label={m.modals.note.label}
        value={notes}
        onChange={setNotes}
        maxLength={TEXT_LIMITS.notes}
        autoFocus
      />
    </MutationDialog>
  );
}

/** Reset, delete and permanent delete: a confirmation each. */
function Confirm({
  enquiry,
  onClose,
  which,
}: ModalProps & { which: 'reset' | 'delete' | 'deletePermanently' }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const can = useCan();
  const refresh = useConflictRefresh();
  const reset = useResetEnquiry();
  const remove = useDeleteEnquiry();
  const purge = useDeleteEnquiryPermanently();
  const texts = m.modals[which];
  const action = which === 'reset' ? reset : which === 'delete' ? remove : purge;
  return (
    <ConfirmAction
      title={texts.title}
      message={f.message(texts.text, { reference: enquiry.reference })}
      confirmLabel={texts.submit}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      tone={which === 'reset' ? 'neutral' : 'critical'}
      onClose={onClose}
      onConfirm={() => action.trigger({ id: enquiry.id, version: enquiry.version })}
      onSuccess={
        // Gone for good, or deleted out of a role's sight (the Deleted tab is not theirs): the
        // list, rather than a page the server no longer answers.
        which === 'deletePermanently' ||
        (which === 'delete' && !can(DELETED_RECORD_PERMISSIONS.enquiry))
          ? () => void navigate(href('enquiriesList'))
          : undefined
      }
      refresh={refresh}
    />
  );
}

/** The record page's modals, loaded when one opens (spec §2). */
export function EnquiryModals({
  enquiry,
  open,
  onClose,
}: {
  enquiry: EnquiryView;
  open: EnquiryModal;
  onClose: () => void;
}) {
  switch (open.kind) {
    case 'edit':
      return (
        <Suspense fallback={null}>
          <EnquiryEditDialog enquiry={enquiry} onClose={onClose} />
        </Suspense>
      );
    case 'assign':
      return <AssignModal enquiry={enquiry} onClose={onClose} />;
    case 'status':
      return <StatusModal enquiry={enquiry} onClose={onClose} initial={open.status} />;
    case 'note':
      return <NoteModal enquiry={enquiry} onClose={onClose} />;
    default:
      return <Confirm enquiry={enquiry} onClose={onClose} which={open.kind} />;
  }
}
