import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';
import { shots } from './support/shots';

/**
 * The four report screens share one design: the page header's one "Download CSV", the period
 * control (the stock report's filters) under it, key figures that stay inside their cards, and
 * each chart's table behind "Show data". Checked in English and French at 1440 and 390 px on the
 * demo data; shots of each (E2E_SHOTS=1) in light and dark.
 */

const REPORTS = [
  { name: 'reporting', path: '/dashboard/reporting', en: 'Reporting', fr: 'Rapports' },
  {
    name: 'enquiries-report',
    path: '/dashboard/enquiries/report',
    en: 'Enquiries report',
    fr: 'Rapport des demandes',
  },
  {
    name: 'bookings-report',
    path: '/dashboard/bookings/report',
    en: 'Bookings report',
    fr: 'Rapport des réservations',
  },
  {
    name: 'properties-report',
    path: '/dashboard/properties/report',
    en: 'Property report',
    fr: 'Rapport des logements',
  },
] as const;

const TEXTS = {
  en: { csv: 'Download CSV', show: 'Show data', period: 'Period', filters: 'Filters' },
  fr: {
    csv: 'Télécharger en CSV',
    show: 'Afficher les données',
    period: 'Période',
    filters: 'Filtres',
  },
} as const;

async function setLanguage(page: Page, language: 'en' | 'fr') {
  await page.evaluate(
    (chosen) =>
      window.localStorage.setItem(
        'root',
        JSON.stringify({ theme: { type: 'light', custom: false }, language: chosen }),
      ),
    language,
  );
}

/** Stat values wider than their card (a long amount in French at 390 px). */
function overflowingValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-component="StatCard"]')].flatMap((card) => {
      const value = card.querySelector('[data-part="value"]');
      if (!value) return [];
      const box = card.getBoundingClientRect();
      const text = value.getBoundingClientRect();
      return text.right > box.right + 0.5 || value.scrollWidth > value.clientWidth + 0.5
        ? [value.textContent ?? '']
        : [];
    }),
  );
}

for (const report of REPORTS) {
  test(`the ${report.name} screen follows the reports' design, in English and French`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'masteradmin');
    for (const language of ['en', 'fr'] as const) {
      const t = TEXTS[language];
      await setLanguage(page, language);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(report.path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: report[language], level: 1 })).toBeVisible();
        // One CSV place: the header's.
        await expect(main.getByRole('button', { name: t.csv })).toHaveCount(1);
        await expect(
          main.getByRole('region', {
            name: report.name === 'properties-report' ? t.filters : t.period,
            exact: true,
          }),
        ).toBeVisible();
        const show = main.getByRole('button', { name: t.show });
        await expect(show.first()).toBeVisible();
        // The tables wait behind "Show data".
        await expect(main.getByRole('table')).toHaveCount(0);
        await show.first().click();
        await expect(main.getByRole('table').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await overflowingValues(page), `${report.name} ${language} ${width}`).toEqual([]);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${report.name} ${language} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await shots(page, `${report.name}-${language}`, {
        ready: () =>
          expect(
            page.getByRole('main').getByRole('button', { name: t.show }).first(),
          ).toBeVisible(),
      });
    }
  });
}

test('the period control offers the same presets on each dated report and keeps the choice in the address', async ({
  page,
}) => {
  await signIn(page, 'masteradmin');
  const year = new Date().getFullYear();
  for (const path of [
    '/dashboard/reporting',
    '/dashboard/enquiries/report',
    '/dashboard/bookings/report',
  ]) {
    await page.goto(path);
    const period = page.getByRole('region', { name: 'Period', exact: true });
    await period.getByRole('button', { name: /Period/ }).click();
    await page.getByRole('option', { name: 'This year' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-12-31`));
    // Custom dates open the ui's date range picker, not text boxes.
    await period.getByRole('button', { name: /Period/ }).click();
    await page.getByRole('option', { name: 'Custom dates' }).click();
    await expect(period.getByRole('group', { name: 'First and last day' })).toBeVisible();
    await expect(period.getByRole('button', { name: /Choose the dates/ })).toBeVisible();
    await expect(period.getByRole('textbox')).toHaveCount(0);
  }
});
