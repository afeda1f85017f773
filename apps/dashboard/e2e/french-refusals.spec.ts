import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { signIn, toastShown } from './support/session';

/**
 * A French user reads the server's refusals in French: the server answers a code with its
 * parameters beside its English message, and the dashboard shows the code's French text, in a
 * toast and at the field the refusal names.
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

async function editAgent(page: Page, id: string) {
  await signIn(page, 'admin', { at: `/dashboard/agents/list/${id}` });
  // French, as the language switch leaves the client settings.
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
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
