import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '../../../test/render';
import { EnquiryStatusChip } from './EnquiryStatus';

const badge = () => document.querySelector('[data-component="StatusBadge"]');

describe('EnquiryStatusChip', () => {
  test('shows the French label with no code in front of it', async () => {
    await renderInApp(<EnquiryStatusChip status="pending" />, { language: 'fr' });
    await expect.element(page.getByText('En cours', { exact: true })).toBeVisible();
    expect(badge()?.textContent).toBe('En cours');
    expect(badge()).toHaveAttribute('title', 'PP');
  });

  test('keeps the two AR statuses apart by their labels', async () => {
    await renderInApp(
      <>
        <EnquiryStatusChip status="awaitingResponse" />
        <EnquiryStatusChip status="archived" />
      </>,
    );
    await expect.element(page.getByText('Awaiting Response', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Archived', { exact: true })).toBeVisible();
  });
});
