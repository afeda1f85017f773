import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { signIn, toastShown } from './support/session';

/**
 * A French user reads the server's answers in French, refusals and successes alike: the server
 * answers a code with its parameters beside its English message, and the dashboard shows the
 * code's French text, in a toast and at the field a refusal names.
 */

async function createAgent(request: APIRequestContext) {
  const token = await tokenFor(request, 'admin');
  const agent = await write(request, token, 'post', '/api/v1/agents', {
    name: `Agent ${unique()}`,
    agencyCompanyId: null,
    agencyName: 'Relocate Ltd',
    contact: { name: 'Sam Contact', email: 'sam@relocate.test', phone: '' },
    commissionPercent: '12.5',
    status: 'active',
  });
  return { ...agent, token };
}

/** Signs in at a screen and switches to French, as the language switch leaves the settings. */
async function inFrench(page: Page, at: string) {
  await signIn(page, 'admin', { at });
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function editAgent(page: Page, id: string) {
  await inFrench(page, `/dashboard/agents/list/${id}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByRole('textbox', { name: 'Commission %', exact: true }).fill('25');
}

test('a version conflict is toasted in French', async ({ page, request }) => {
  const agent = await createAgent(request);
  await editAgent(page, agent.id);
  // Someone else saves the agent while the form is open.
  await write(request, agent.token, 'patch', `/api/v1/agents/${agent.id}`, {
    version: agent.version,
    agencyName: 'Changed elsewhere',
  });

  const conflict = toastShown(
    page,
    'Quelqu’un d’autre a modifié cet élément. Rechargez-le pour voir ses modifications, puis réessayez.',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await conflict;
  await expect(page.getByText(/changed by someone else/)).toHaveCount(0);
});

test('a field the server refuses reads its message in French at the field', async ({
  page,
  request,
}) => {
  const agent = await createAgent(request);
  await editAgent(page, agent.id);
  // The form never sends a name longer than the limit (the field stops at it): the body is
  // changed on its way, so the server's own check refuses it.
  await page.route(`**/api/v1/agents/${agent.id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, agencyName: 'x'.repeat(161) }) });
  });

  const refused = toastShown(page, 'Vérifiez les champs signalés : agencyName');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await refused;
  await expect(page.getByText('Saisissez au plus 160 caractères', { exact: true })).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
});

test('a save is toasted in French, the server’s English nowhere', async ({ page, request }) => {
  const agent = await createAgent(request);
  await editAgent(page, agent.id);

  const saved = toastShown(page, 'Agent modifié');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved;
  await expect(page.getByText('Agent updated')).toHaveCount(0);
});

test('a business rule’s refusal reads in French: a default billing company is not deleted', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  // A company of its own, so that no other test's company changes its default.
  const name = `Société ${unique()}`;
  const made = await request.post('/api/companies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name, legalName: `${name} SAS`, type: 'relocation', parentId: '' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { data: company } = (await made.json()) as { data: { id: string } };
  const legalName = `Facturation ${unique()}`;
  // Made its company's default as it is created.
  await write(request, token, 'post', '/api/v1/billing-companies', {
    companyId: company.id,
    legalName,
    billingAddress: {
      street: '3 Park Row',
      city: 'Leeds',
      state: 'United Kingdom',
      zip: 'LS1 5HD',
      freeFormAddress: '3 Park Row, Leeds LS1 5HD',
      position: null,
    },
    accountsEmails: [],
    vatNumber: '',
    paymentTermsDays: 30,
    purchaseOrderRequired: false,
    invoiceGrouping: 'perBooking',
    invoicePrefix: '',
    makeDefault: true,
  });

  await inFrench(page, `/dashboard/billing-companies/list?search=${encodeURIComponent(legalName)}`);
  await page.getByRole('button', { name: `Actions pour ${legalName}` }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page
      .getByText(
        `C’est la société de facturation par défaut de ${name} : choisissez d’abord une autre société par défaut`,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/default billing company of/)).toHaveCount(0);
});
