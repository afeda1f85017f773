import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

/** The list's total as its status line says it ('42 enquiries' → 42). */
async function listTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /\d/ }).first();
  await expect(status).toHaveText(/\d/);
  const text = (await status.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Presses Export CSV and answers the saved file's lines (its heading first). */
async function exportLines(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  // No cell of these lists holds a line break: one line is one row.
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

test('a filtered list exports every row it counts, beyond its first page', async ({ page }) => {
  await signIn(page, 'admin', { at: '/dashboard/enquiries/list?tab=overview&priority=normal' });
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(29);
  const lines = await exportLines(page, 'Export CSV');
  expect(lines[0]).toMatch(/^Reference,Client reference,Status,Status code,/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => line.includes(',Normal,'))).toBe(true);
});
