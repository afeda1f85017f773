import type { BillingCompany } from '@staydesk/domain';
import { Button, Icon, Menu, MenuItem, MenuTrigger } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { useFormat } from '../../../i18n';
import { useDeleteBillingCompany, useUpdateBillingCompany } from '../api/billing-mutations';
import { useUpdateCompany } from '../api/company-mutations';
import { useBillingCompaniesTexts } from '../billing-messages';

// The form loads when a billing company is created or edited.
const BillingCompanyDialog = lazy(() =>
  import('./BillingCompanyDialog').then((m) => ({ default: m.BillingCompanyDialog })),
);

type Open = 'edit' | 'deactivate' | 'reactivate' | 'delete' | 'makeDefault';

/** The company a billing company's "make default" writes to, with the version read. */
export interface DefaultTarget {
  id: string;
  name: string;
  version: number;
  defaultBillingCompanyId: string | null;
}

/**
 * A billing company's actions, in a menu: edit, deactivate or reactivate, delete (refused by the
 * server once invoices name it), and, on its company's page, make it the company's default.
 */
export function BillingActions({
  billing,
  company,
}: {
  billing: BillingCompany;
  /** On a company's page: the company, to make this its default. */
  company?: DefaultTarget;
}) {
  const t = useBillingCompaniesTexts();
  const b = t.billingCompanies;
  const f = useFormat();
  const [open, setOpen] = useState<Open | null>(null);
  const update = useUpdateBillingCompany();
  const remove = useDeleteBillingCompany();
  const updateCompany = useUpdateCompany();
  const name = billing.legalName;
  const items: { id: Open; label: string; critical?: boolean }[] = [
    { id: 'edit', label: b.actions.edit },
  ];
  if (company && billing.active && company.defaultBillingCompanyId !== billing.id)
    items.push({ id: 'makeDefault', label: b.actions.makeDefault });
  items.push(
    billing.active
      ? { id: 'deactivate', label: b.actions.deactivate }
      : { id: 'reactivate', label: b.actions.reactivate },
  );
  items.push({ id: 'delete', label: b.actions.delete, critical: true });
  const close = () => setOpen(null);
  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" size="small" aria-label={f.message(b.actions.menu, { name })}>
          <Icon name="chevron-down" size="small" />
        </Button>
        <Menu
          aria-label={f.message(b.actions.menu, { name })}
          onAction={(key) => {
            const item = items.find((entry) => entry.id === key);
            if (item) setOpen(item.id);
          }}
        >
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} tone={item.critical ? 'critical' : 'neutral'}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      {open === 'edit' ? (
        <Suspense fallback={null}>
          <BillingCompanyDialog billing={billing} company={null} onClose={close} />
        </Suspense>
      ) : null}
      {open === 'deactivate' || open === 'reactivate' ? (
        <ConfirmAction
          title={f.message(
            open === 'deactivate' ? b.confirm.deactivateTitle : b.confirm.reactivateTitle,
            { name },
          )}
          message={open === 'deactivate' ? b.confirm.deactivateText : b.confirm.reactivateText}
          confirmLabel={open === 'deactivate' ? b.actions.deactivate : b.actions.reactivate}
          onClose={close}
          onConfirm={() =>
            update.trigger({
              id: billing.id,
              active: open === 'reactivate',
              version: billing.version,
            })
          }
        />
      ) : null}
      {open === 'delete' ? (
        <ConfirmAction
          title={f.message(b.confirm.deleteTitle, { name })}
          message={b.confirm.deleteText}
          confirmLabel={b.actions.delete}
          tone="critical"
          onClose={close}
          onConfirm={() => remove.trigger({ id: billing.id, version: billing.version })}
        />
      ) : null}
      {open === 'makeDefault' && company ? (
        <ConfirmAction
          title={f.message(b.confirm.makeDefaultTitle, { name })}
          message={f.message(b.confirm.makeDefaultText, { company: company.name })}
          confirmLabel={b.actions.makeDefault}
          onClose={close}
          onConfirm={() =>
            updateCompany.trigger({
              id: company.id,
              fields: { defaultBillingCompanyId: billing.id, version: company.version },
              logo: null,
            })
          }
        />
      ) : null}
    </>
  );
}

/** "New billing company" (optionally of a fixed company, offered as its default). */
export function NewBillingCompany({
  company,
  offerDefault = false,
  label,
  isPrimary = false,
}: {
  company: { id: string; name: string } | null;
  offerDefault?: boolean;
  label: string;
  /** The page's one primary action (the billing companies list), with the Create icon. */
  isPrimary?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={isPrimary ? 'primary' : 'secondary'} onPress={() => setOpen(true)}>
        {isPrimary ? <Icon name="plus" size="small" /> : null}
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BillingCompanyDialog
            billing={null}
            company={company}
            offerDefault={offerDefault}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
