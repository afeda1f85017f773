import { expect, type Page, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { type DemoRole, demoUsers, signIn } from './support/session';
import { shots } from './support/shots';

interface Item {
  key: string;
  section: 'queue' | 'kpi';
  count: number;
  href: string;
  severity: string;
}

/** Signs in as `role` and answers the home summary the screen drew. */
async function openHome(page: Page, role: DemoRole): Promise<Item[]> {
  const summary = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/home/summary'),
  );
  await signIn(page, role);
  const body = (await (await summary).json()) as { data: { items: Item[] } };
  return body.data.items;
}

/** The dashboard's language setting, as Settings stores it, then the screen drawn again. */
async function setFrench(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/** The API path behind each list screen a card opens, as the screen asks for it. */
const LIST_CALLS: Record<string, string> = {
  '/dashboard/enquiries/list': '/api/v1/enquiries?',
  '/dashboard/bookings/list': '/api/v1/bookings?',
  '/dashboard/invoices/list': '/api/v1/invoices?',
  '/dashboard/tasks': '/api/v1/tasks?',
  '/dashboard/properties/list': '/api/v1/properties?',
  '/dashboard/companies/list': '/api/companies?',
};

test('home puts what needs doing today first, then the key figures, each card one link', async ({
  page,
}) => {
  const items = await openHome(page, 'system_admin');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / }),
  ).toBeVisible();
  // The brand's phone number dials; the router must not turn it into a dashboard path.
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  const today = page.getByRole('heading', { level: 2, name: /^Today, / });
  const figures = page.getByRole('heading', { level: 2, name: 'Key figures' });
  await expect(today).toBeVisible();
  await expect(figures).toBeVisible();
  const [todayBox, figuresBox] = [await today.boundingBox(), await figures.boundingBox()];
  expect(todayBox?.y ?? 0).toBeLessThan(figuresBox?.y ?? 0);
  // Only the work that waits is listed; the figures are four to six.
  const queue = items.filter((item) => item.section === 'queue' && item.count > 0);
  const kpis = items.filter((item) => item.section === 'kpi');
  await expect(page.getByRole('list', { name: 'Today' }).getByRole('listitem')).toHaveCount(
    queue.length,
  );
  await expect(page.getByRole('list', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(
    kpis.length,
  );
  expect(kpis.length).toBeGreaterThanOrEqual(4);
  expect(kpis.length).toBeLessThanOrEqual(6);
  await expect(page.getByText('View list')).toHaveCount(0);
  // A problem count says its severity in words, not in colour alone.
  const overdue = items.find((item) => item.key === 'enquiriesOverdue');
  expect(overdue?.severity).toBe('critical');
  await expect(
    page.getByRole('link', { name: /^Enquiries past their respond-by time Act now \d+/ }),
  ).toBeVisible();
  // A figure with a period before shows its trend.
  await expect(
    page
      .locator('[data-summary="enquiriesReceived"] [data-part="trend"]')
      .filter({ hasText: /previous 7 days/ }),
  ).toBeVisible();
  await shots(page, 'home-system-admin', {
    ready: () => expect(page.getByRole('heading', { level: 2, name: 'Key figures' })).toBeVisible(),
  });
  await setFrench(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Demandes hors délai de réponse Urgent \d+/ }),
  ).toBeVisible();
  await shots(page, 'home-system-admin-fr', {
    ready: () =>
      expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés' })).toBeVisible(),
  });
});

for (const role of Object.keys(demoUsers) as DemoRole[]) {
  test(`as ${role}, every home card opens a list whose total is the card's number`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const auth = { headers: { authorization: `Bearer ${await tokenFor(request, role)}` } };
    const items = await openHome(page, role);
    const shown = items.filter((item) => item.section === 'kpi' || item.count > 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      const card = page.locator(`[data-summary="${item.key}"]`).getByRole('link');
      await expect(card).toHaveAttribute('href', item.href);
      await expect(card.locator('[data-part="value"]')).toHaveText(
        item.count.toLocaleString('en-GB'),
      );
    }
    for (const item of shown) {
      const screen = new URL(item.href, 'http://staydesk.test');
      const call = LIST_CALLS[screen.pathname];
      if (!call) throw new Error(`${item.key} opens ${item.href}, a list this test does not know`);
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes(call) &&
          response.request().method() === 'GET' &&
          [...screen.searchParams].every(
            ([name, value]) => new URL(response.url()).searchParams.get(name) === value,
          ),
      );
      await page.goto('/dashboard');
      await page.locator(`[data-summary="${item.key}"]`).getByRole('link').click();
      await expect(page).toHaveURL(item.href);
      const response = await answered;
      const list = (await response.json()) as { total: number };
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: new RegExp(`\\b${list.total.toLocaleString('en-GB')}\\b`) }),
      ).toBeVisible();
      // The card counts what its list lists. Other tests add records meanwhile, so the card's
      // count and the list's total are read together until they agree.
      await expect(async () => {
        const [summary, again] = await Promise.all([
          request.get('/api/v1/home/summary', auth),
          request.get(response.url(), auth),
        ]);
        const counted = ((await summary.json()) as { data: { items: Item[] } }).data.items.find(
          (candidate) => candidate.key === item.key,
        );
        expect((await again.json()).total, `${role}: ${item.key} (${item.href})`).toBe(
          counted?.count,
        );
      }).toPass({ timeout: 30_000 });
    }
  });
}

test('a card with a filter the toolbar has no control for names it and clears it', async ({
  page,
}) => {
  const items = await openHome(page, 'admin');
  const overdue = items.find((item) => item.key === 'enquiriesOverdue');
  if (!overdue) throw new Error('No enquiriesOverdue card');
  await page.locator('[data-summary="enquiriesOverdue"]').getByRole('link').click();
  await expect(page).toHaveURL('/dashboard/enquiries/list?tab=overview&due=overdue');
  await expect(page.getByText('Open, past their respond-by time')).toBeVisible();
  await page
    .getByRole('button', { name: 'Clear filter: Open, past their respond-by time' })
    .click();
  await expect(page).toHaveURL('/dashboard/enquiries/list?tab=overview');
});

test('home shows the user role only what it may open, in French too', async ({ page }) => {
  const items = await openHome(page, 'user');
  const keys = items.map((item) => item.key);
  for (const key of ['enquiriesNotAssigned', 'enquiriesAwaitingApproval', 'tasksMineOverdue'])
    expect(keys).not.toContain(key);
  await expect(page.getByRole('link', { name: 'Create an enquiry' })).toBeVisible();
  await shots(page, 'home-user', {
    ready: () => expect(page.getByRole('heading', { level: 2, name: 'Key figures' })).toBeVisible(),
  });
  await setFrench(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Aujourd’hui, / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Séjours en cours \d+/ })).toBeVisible();
  await shots(page, 'home-user-fr', {
    ready: () =>
      expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés' })).toBeVisible(),
  });
});
