import { type Account, hasFile, ROLES, type User } from '@staydesk/domain';
import {
  Avatar,
  Badge,
  Box,
  Button,
  DescriptionList,
  DescriptionListItem,
  Inline,
  Link,
  Loader,
  PageHeader,
  RecordSection,
  Stack,
  Text,
} from '@staydesk/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { CreatorChip } from '../../../components/CreatorChip';
import { PageActions } from '../../../components/PageActions';
import { href } from '../../../config/paths';
import { useFormat } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { useRecordCrumb } from '../../../lib/crumbs';
import { safeFrom } from '../../../lib/safe-redirect';
import { useDeleteUser, useUpdateUser, useUploadUserImage } from '../../../lib/users';
import { useAccount } from '../api/accounts';
import { AccountDetailsForm } from '../components/AccountDetailsForm';
import { AccountImageForm } from '../components/AccountImageForm';
import { AccountRoleForm } from '../components/AccountRoleForm';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { useAccountsTexts } from '../messages';

const routerStateSchema = z.object({ from: z.string() });

/**
 * Where Back goes: the path the creator chip (or the list) passed as router state, else the
 * accounts list. `fromState` says the path came with the state, so it is the previous history
 * entry and going back restores it with its own state (a chain of chips unwinds in order).
 */
function useBack(): { href: string; fromState: boolean } {
  const { state } = useLocation();
  const can = useCan();
  const fallback = can('ACCOUNTS') ? href('accounts') : href('home');
  const parsed = routerStateSchema.safeParse(state);
  if (!parsed.success) return { href: fallback, fromState: false };
  const back = safeFrom(parsed.data.from, fallback);
  return { href: back, fromState: back === parsed.data.from };
}

function BackLink() {
  const t = useAccountsTexts();
  const navigate = useNavigate();
  const back = useBack();
  if (back.fromState) {
    return <Link onPress={() => void navigate(-1)}>{t.accounts.back}</Link>;
  }
  return <Link href={back.href}>{t.accounts.back}</Link>;
}

/**
 * What the signed-in user may do to this account; the server enforces the same rules
 * (users/policy.ts): nobody manages an account that ranks above their own.
 */
function useAccountRights(account: Account) {
  const can = useCan();
  const { userData } = useCurrentUser();
  const self = userData.id === account.id;
  const outranked = ROLES.indexOf(account.role) > ROLES.indexOf(userData.role);
  const manage = !self && can('ACCOUNT_DATA') && !outranked;
  return {
    uploadImage: self || manage,
    editDetails: manage,
    changeRole: !self && can('ACCOUNT_ROLE'),
    remove: manage,
  };
}

function AccountFacts({ account }: { account: User }) {
  const t = useAccountsTexts();
  const f = useFormat();
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={t.accounts.email} value={account.email} />
      <DescriptionListItem label={t.accounts.phone} value={account.phone || null} />
      <DescriptionListItem
        label={t.accounts.role}
        value={<span data-role={account.role}>{t.layout.roles[account.role]}</span>}
      />
      <DescriptionListItem
        label={t.accounts.columns.status}
        value={account.isActive ? t.accounts.active : t.accounts.inactive}
      />
      <DescriptionListItem
        label={t.accounts.columns.lastSignIn}
        value={
          account.lastSignInAt
            ? `${f.dateTime(account.lastSignInAt)} (${f.relative(account.lastSignInAt)})`
            : t.accounts.never
        }
      />
      <DescriptionListItem label={t.accounts.createdAt} value={f.dateTime(account.createdAt)} />
      <DescriptionListItem
        label={t.accounts.createdBy}
        value={<CreatorChip userId={account.createdBy} />}
      />
    </DescriptionList>
  );
}

function AccountBody({ account, backHref }: { account: Account; backHref: string }) {
  const t = useAccountsTexts();
  const f = useFormat();
  const navigate = useNavigate();
  const rights = useAccountRights(account);
  const update = useUpdateUser();
  const upload = useUploadUserImage();
  const remove = useDeleteUser();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const image = hasFile(account.imageUrl) ? account.imageUrl?.url : undefined;

  return (
    <Stack space="large">
      <PageHeader
        title={account.fullName}
        avatar={<Avatar name={account.fullName} src={image ?? null} isDecorative />}
        status={
          <Inline space="xsmall">
            <Badge tone="info">{t.layout.roles[account.role]}</Badge>
            {account.isActive ? null : <Badge tone="critical">{t.accounts.inactive}</Badge>}
          </Inline>
        }
        description={
          account.lastSignInAt
            ? f.message(t.accounts.lastSignInMeta, { when: f.relative(account.lastSignInAt) })
            : t.accounts.neverSignedIn
        }
        actions={
          rights.remove ? (
            <PageActions
              more={[
                {
                  id: 'delete',
                  label: t.accounts.deleteAccount,
                  critical: true,
                  onAction: () => setConfirmingDelete(true),
                },
              ]}
            />
          ) : undefined
        }
      />
      <RecordSection title={t.accounts.details}>
        <AccountFacts account={account} />
      </RecordSection>
      {rights.editDetails ? (
        <RecordSection title={t.accounts.editDetails}>
          <AccountDetailsForm
            account={account}
            isPending={update.isPending}
            onSave={(data) => update.trigger({ id: account.id, data })}
          />
        </RecordSection>
      ) : null}
      {rights.changeRole ? (
        <RecordSection title={t.accounts.changeRole}>
          <AccountRoleForm
            key={`${account.id}-${account.version}`}
            role={account.role}
            isPending={update.isPending}
            onSave={(role) =>
              update.trigger({ id: account.id, data: { role, version: account.version } })
            }
          />
        </RecordSection>
      ) : null}
      {rights.uploadImage ? (
        <RecordSection title={t.accounts.image}>
          <AccountImageForm
            isPending={upload.isPending}
            onUpload={(file) => upload.trigger({ id: account.id, image: file })}
          />
        </RecordSection>
      ) : null}
      <DeleteAccountDialog
        isOpen={confirmingDelete}
        name={account.fullName}
        onConfirm={() => remove.trigger({ id: account.id, version: account.version })}
        onDeleted={() => void navigate(backHref, { replace: true })}
        onClose={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}

/** /dashboard/accounts/:accountId, opened from the list or from a creator chip. */
export function AccountScreen() {
  const t = useAccountsTexts();
  const { accountId = '' } = useParams();
  const { href: backHref } = useBack();
  const { data, error, isLoading } = useAccount(accountId);
  useRecordCrumb('accountId', data?.fullName);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <BackLink />
        </Box>
        {isLoading && !data ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{t.accounts.notFound}</Text> : null}
        {data ? <AccountBody account={data} backHref={backHref} /> : null}
      </Stack>
    </Box>
  );
}
