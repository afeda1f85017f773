import { hasLogo } from '@staydesk/domain';
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
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CreatorChip } from '../../../components/CreatorChip';
import { PageActions } from '../../../components/PageActions';
import { RelatedRecords } from '../../../components/related';
import { href } from '../../../config/paths';
import { useFormat } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { type CompanyView, useCompanies, useCompany } from '../api/companies';
import { companyCreateFields } from '../api/company-form';
import { useCreateCompany, useDeleteCompany, useUpdateCompany } from '../api/company-mutations';
import { CompaniesTable } from '../components/CompaniesTable';
import { CompanyBillingSection } from '../components/CompanyBillingSection';
import { CompanyBranding, CompanyInformation } from '../components/CompanySummary';
import { DeleteCompanyDialog } from '../components/DeleteCompanyDialog';
import { useCompanyRecordTexts } from '../record-messages';

// The forms (react-hook-form, the colour field, the logo and parent pickers) load when the user
// starts editing or creating, not with the record.
const CompanyEditForm = lazy(() =>
  import('../components/CompanyEditForm').then((m) => ({ default: m.CompanyEditForm })),
);
const CreateSubcompanyDialog = lazy(() =>
  import('../components/CreateSubcompanyDialog').then((m) => ({
    default: m.CreateSubcompanyDialog,
  })),
);

function RecordFacts({ company }: { company: CompanyView }) {
  const t = useCompanyRecordTexts();
  const f = useFormat();
  const d = t.companyRecord.detail;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={d.createdAt} value={f.dateTime(company.createdAt)} />
      <DescriptionListItem label={d.createdBy} value={<CreatorChip userId={company.createdBy} />} />
      <DescriptionListItem
        label={d.updatedAt}
        value={`${f.dateTime(company.updatedAt)} (${f.relative(company.updatedAt)})`}
      />
    </DescriptionList>
  );
}

/** The subcompanies of a top-level company, and the create-subcompany modal. */
function Subcompanies({ company }: { company: CompanyView }) {
  const t = useCompanyRecordTexts();
  const d = t.companyRecord.detail;
  const list = useCompanies({ page: 1, search: '', scope: 'all', parentId: company.id });
  const create = useCreateCompany();
  const [creating, setCreating] = useState(false);
  return (
    <RecordSection
      title={d.subcompanies}
      actions={
        <Button variant="secondary" onPress={() => setCreating(true)}>
          {d.createSubcompany}
        </Button>
      }
    >
      {creating ? (
        <Suspense fallback={<Loader label={t.common.loading} />}>
          <CreateSubcompanyDialog
            parentId={company.id}
            parentName={company.name}
            onCreate={(values) =>
              create.trigger({ fields: companyCreateFields(values, null), logo: null })
            }
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
      {!list.data ? <Loader label={t.common.loading} /> : null}
      {list.data && list.data.companies.length === 0 ? <Text>{d.noSubcompanies}</Text> : null}
      {list.data && list.data.companies.length > 0 ? (
        <CompaniesTable companies={list.data.companies} />
      ) : null}
    </RecordSection>
  );
}

function CompanyBody({ company }: { company: CompanyView }) {
  const t = useCompanyRecordTexts();
  const f = useFormat();
  const d = t.companyRecord.detail;
  const navigate = useNavigate();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const logoUrl = hasLogo(company) ? (company.logo?.url ?? null) : null;

  return (
    <Stack space="large">
      <PageHeader
        title={company.name}
        avatar={<Avatar name={company.name} src={logoUrl} isDecorative />}
        status={<Badge tone="neutral">{t.common.companyTypes[company.type]}</Badge>}
        description={f.message(d.updatedMeta, { when: f.relative(company.updatedAt) })}
        actions={
          editing ? undefined : (
            <PageActions
              primary={<Button onPress={() => setEditing(true)}>{d.edit}</Button>}
              more={[
                {
                  id: 'delete',
                  label: d.delete,
                  critical: true,
                  onAction: () => setConfirmingDelete(true),
                },
              ]}
            />
          )
        }
      />
      {editing ? (
        <Suspense fallback={<Loader label={t.common.loading} />}>
          <CompanyEditForm
            key={company.version}
            company={company}
            isPending={update.isPending}
            onSave={async (save) => {
              await update.trigger({ id: company.id, ...save });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <Stack space="large">
          <RecordSection title={d.information}>
            <CompanyInformation
              company={{ ...company, logoUrl: logoUrl ?? undefined }}
              parent={
                company.parentId && company.parentName ? (
                  <Link href={href('companyDetail', { companyId: company.parentId })}>
                    {company.parentName}
                  </Link>
                ) : undefined
              }
            />
          </RecordSection>
          <RecordSection title={d.branding}>
            <CompanyBranding branding={company.branding} />
          </RecordSection>
          <RecordSection title={d.record}>
            <RecordFacts company={company} />
          </RecordSection>
        </Stack>
      )}
      <DeleteCompanyDialog
        isOpen={confirmingDelete}
        id={company.id}
        name={company.name}
        onConfirm={() => remove.trigger({ id: company.id, version: company.version })}
        onDeleted={() => void navigate(href('companiesList'), { replace: true })}
        onClose={() => setConfirmingDelete(false)}
      />
      {editing ? null : <CompanyBillingSection company={company} />}
      {company.parentId === null && !editing ? <Subcompanies company={company} /> : null}
      {editing ? null : (
        <RelatedRecords
          to={{ kind: 'company', companyId: company.id, companyName: company.name }}
        />
      )}
    </Stack>
  );
}

/** /dashboard/companies/list/:companyId: the company, edit, subcompanies and delete. */
export function CompanyDetailScreen() {
  const t = useCompanyRecordTexts();
  const { companyId = '' } = useParams();
  const { data, error } = useCompany(companyId);
  useRecordCrumb('companyId', data?.name);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('companiesList')}>{t.companyRecord.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{t.companyRecord.detail.notFound}</Text> : null}
        {data ? <CompanyBody company={data} /> : null}
      </Stack>
    </Box>
  );
}
