import type { PendingAccount } from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Inline,
  RecordSection,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { PaginationBar } from '../../../components/PaginationBar';
import { type Formatters, format, useFormat } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { usePhoneColumns } from '../../../lib/media';
import {
  pendingKeys,
  useApproveAccount,
  usePendingAccounts,
  useRefuseAccount,
} from '../api/pending';
import { type AccountsTexts, useAccountsTexts } from '../messages';

interface DecisionActions {
  approve: (account: PendingAccount) => void;
  askRefuse: (account: PendingAccount) => void;
  /** The account whose decision is being sent, so only its buttons wait. */
  busyId: string | undefined;
}

function pendingColumns(
  t: AccountsTexts,
  f: Formatters,
  actions: DecisionActions,
): TableColumn<PendingAccount>[] {
  return [
    {
      id: 'name',
      name: t.accounts.pendingColumns.name,
      isRowHeader: true,
      renderCell: (account) => account.fullName,
    },
    { id: 'email', name: t.accounts.pendingColumns.email, renderCell: (account) => account.email },
    {
      id: 'emailConfirmed',
      name: t.accounts.pendingColumns.emailConfirmed,
      renderCell: (account) =>
        account.emailVerified ? (
          <Badge tone="positive">{t.accounts.emailConfirmed}</Badge>
        ) : (
          <Badge tone="caution">{t.accounts.emailNotConfirmed}</Badge>
        ),
    },
    {
      id: 'signedUp',
      name: t.accounts.pendingColumns.signedUp,
      renderCell: (account) => f.dateTime(account.createdAt),
    },
    {
      id: 'actions',
      name: t.accounts.pendingColumns.actions,
      renderCell: (account) => (
        <Inline space="xsmall">
          {/* The server approves only a confirmed address; the button says so before asking. */}
          <Button
            size="small"
            isDisabled={!account.emailVerified || actions.busyId !== undefined}
            isPending={actions.busyId === account.id}
            pendingLabel={t.common.loading}
            aria-label={format(t.accounts.approveName, { name: account.fullName })}
            onPress={() => actions.approve(account)}
          >
            {t.accounts.approve}
          </Button>
          <Button
            size="small"
            variant="secondary"
            isDisabled={actions.busyId !== undefined}
            aria-label={format(t.accounts.refuseName, { name: account.fullName })}
            onPress={() => actions.askRefuse(account)}
          >
            {t.accounts.refuse}
          </Button>
        </Inline>
      ),
    },
  ];
}

/**
 * Self sign-ups awaiting a decision, above the accounts list for ACCOUNT_DATA
 * holders: who, whether the address is confirmed, when; Approve, or Refuse after a confirm.
 * Nothing is shown while none waits, so the accounts screen stays as it was.
 */
export function PendingAccounts() {
  const t = useAccountsTexts();
  const f = useFormat();
  const allowed = useCan()('ACCOUNT_DATA');
  const [page, setPage] = useState(1);
  const { data } = usePendingAccounts(page, allowed);
  const approve = useApproveAccount();
  const refuse = useRefuseAccount();
  const [busyId, setBusyId] = useState<string | undefined>();
  const [refusing, setRefusing] = useState<PendingAccount | undefined>();
  const refresh = useConflictRefresh(pendingKeys.shows);

  const send = async (
    trigger: (input: { id: string; version: number }) => Promise<unknown>,
    account: PendingAccount,
  ) => {
    setBusyId(account.id);
    try {
      await trigger({ id: account.id, version: account.version });
    } catch {
      // useMutation already toasted the server's reason (stale version, not confirmed yet).
    } finally {
      setBusyId(undefined);
    }
  };

  const columns = usePhoneColumns(
    pendingColumns(t, f, {
      approve: (account) => void send(approve.trigger, account),
      askRefuse: setRefusing,
      busyId,
    }),
    ['name', 'actions'],
  );

  if (!allowed || !data || data.total === 0) return null;

  return (
    <>
      <RecordSection title={t.accounts.pendingTitle} description={t.accounts.pendingText}>
        <Stack space="small">
          <Box role="status">
            <Text tone="secondary">
              {f.message(t.accounts.pendingTotal, { count: data.total })}
            </Text>
          </Box>
          <Table aria-label={t.accounts.pendingTitle} columns={columns} items={data.items} />
          <PaginationBar page={data.page} pageCount={data.pageCount} onChange={setPage} />
        </Stack>
      </RecordSection>
      <ConfirmAction
        isOpen={refusing !== undefined}
        onClose={() => setRefusing(undefined)}
        tone="critical"
        title={t.accounts.refuseTitle}
        message={
          refusing
            ? format(t.accounts.refuseText, { name: refusing.fullName, email: refusing.email })
            : ''
        }
        confirmLabel={t.accounts.confirmRefuse}
        cancelLabel={t.accounts.cancel}
        pendingLabel={t.common.loading}
        closeLabel={t.common.close}
        onConfirm={() =>
          refusing
            ? refuse.trigger({ id: refusing.id, version: refusing.version })
            : Promise.resolve()
        }
        refresh={refresh}
      />
    </>
  );
}
