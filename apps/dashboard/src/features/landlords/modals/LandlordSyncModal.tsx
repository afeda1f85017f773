import {
  type LandlordSync,
  type LandlordSyncResult,
  type LandlordView,
  landlordSyncSchema,
  TEXT_LIMITS,
} from '@staydesk/domain';
import { Button, Inline, Modal, PlainTable, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { formWrite, MutationDialog } from '../../../components/MutationDialog';
import { type Formatters, useFormat, useMessages, useT, type Widen } from '../../../i18n';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../lib/form-fields';
import { landlordErrorText, translatedResolver } from '../api/landlord-form';
import { useSyncLandlord } from '../api/landlords';
import { landlordsMessages } from '../messages';

type Messages = Widen<(typeof landlordsMessages)['en']>;
type Change = LandlordSyncResult['changes'][number];
type SyncFormInput = z.input<typeof landlordSyncSchema>;

const profilesSchema = z.array(z.object({ platform: z.string(), url: z.string() }));
const verifiedSettingsSchema = z.object({
  displayCertifications: z.object({ isVerified: z.object({ isVisible: z.boolean() }) }),
});
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The last part of a changed field's path names it ('performance.responseRatePercent'). */
function fieldName(field: string, m: Messages): string {
  const last = field.split('.').at(-1) ?? field;
  const names: Readonly<Record<string, string>> = m.syncFields;
  return names[last] ?? field;
}

/** A value before or after the sync, in words: dates, counts, yes/no, the profiles' platforms. */
export function describeSyncValue(value: unknown, m: Messages, f: Formatters): string {
  if (value === null || value === undefined || value === '') return m.sync.empty;
  if (typeof value === 'boolean') return value ? m.sync.yes : m.sync.no;
  if (typeof value === 'number') return f.number(value);
  if (typeof value === 'string') return isoDate.test(value) ? f.date(value) : value;
  const profiles = profilesSchema.safeParse(value);
  if (profiles.success) {
    return profiles.data.length === 0
      ? m.sync.empty
      : profiles.data.map((profile) => profile.platform).join(', ');
  }
  const settings = verifiedSettingsSchema.safeParse(value);
  if (settings.success) {
    return settings.data.displayCertifications.isVerified.isVisible ? m.sync.yes : m.sync.no;
  }
  return JSON.stringify(value);
}

function ChangesTable({ changes }: { changes: readonly Change[] }) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const rows = changes.map((change, index) => ({ id: String(index), ...change }));
  const columns: TableColumn<(typeof rows)[number]>[] = [
    {
      id: 'field',
      name: m.sync.field,
      isRowHeader: true,
      renderCell: (row) => fieldName(row.field, m),
    },
    { id: 'before', name: m.sync.before, renderCell: (row) => describeSyncValue(row.before, m, f) },
    { id: 'after', name: m.sync.after, renderCell: (row) => describeSyncValue(row.after, m, f) },
  ];
  return <PlainTable aria-label={m.sync.changesTitle} columns={columns} items={rows} />;
}

/**
 * The landlord sync modal: reads an external profile through the scraper client, which applies
 * what differs (the record's version moves on), then shows each applied change in its place.
 */
export function LandlordSyncModal({
  landlord,
  onClose,
}: {
  landlord: LandlordView;
  onClose: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const t = useT();
  const sync = useSyncLandlord();
  const [changes, setChanges] = useState<readonly Change[] | null>(null);
  const form = useForm<SyncFormInput, unknown, LandlordSync>({
    resolver: translatedResolver(landlordSyncSchema, (message) =>
      landlordErrorText(m.errors, message),
    ),
    defaultValues: { profileUrl: landlord.externalProfiles[0]?.url ?? '' },
  });

  if (changes !== null) {
    return (
      <Modal
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={m.sync.title}
        closeLabel={t.common.close}
        size="large"
        footer={
          <Inline space="small" align="flex-end">
            <Button onPress={onClose}>{m.sync.done}</Button>
          </Inline>
        }
      >
        <Stack space="medium">
          <Text weight="medium">{m.sync.changesTitle}</Text>
          {changes.length === 0 ? (
            <Text>{m.sync.noChanges}</Text>
          ) : (
            <ChangesTable changes={changes} />
          )}
        </Stack>
      </Modal>
    );
  }
  return (
    <MutationDialog
      title={m.sync.title}
      submitLabel={m.sync.submit}
      cancelLabel={m.detail.cancel}
      pendingLabel={t.common.loading}
      size="large"
      onClose={onClose}
      closeOnSuccess={false}
      onSubmit={formWrite(form, async (body) => {
        const result = await sync.trigger({ id: landlord.id, body });
        setChanges(result.data.changes);
      })}
      onFailure={(error) => applyServerFieldErrors(error, ['profileUrl'], form.setError)}
    >
      <Text>{m.sync.text}</Text>
      {landlord.externalProfiles.length > 0 ? (
        <Stack space="xsmall">
          <Text size="small" tone="secondary" weight="medium">
            {m.sync.knownProfiles}
          </Text>
          <Inline space="xsmall">
            {landlord.externalProfiles.map((profile) => (
              <Button
                key={profile.url}
                variant="secondary"
                size="small"
                onPress={() => form.setValue('profileUrl', profile.url)}
              >
                {profile.platform}
              </Button>
            ))}
          </Inline>
        </Stack>
      ) : null}
      <FormTextField
        control={form.control}
        name="profileUrl"
        type="url"
        label={m.sync.profileUrl}
        description={m.sync.profileHint}
        isRequired
        maxLength={TEXT_LIMITS.url}
      />
    </MutationDialog>
  );
}
