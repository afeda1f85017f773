import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '../../../test/render';
import { BookingStatusBadge } from './BookingStatusBadge';
import { StayStateBadge } from './StayStateBadge';

const badges = () => [...document.querySelectorAll('[data-component="StatusBadge"]')];

describe('StayStateBadge', () => {
  test('shows nothing when the stay has no state today', async () => {
    const { container } = await renderInApp(<StayStateBadge stayState="none" />, {
      language: 'fr',
    });
    expect(container.textContent).toBe('');
    expect(badges()).toHaveLength(0);
  });

  test('keeps the urgent flag and its reasons without a state', async () => {
    await renderInApp(
      <StayStateBadge stayState="none" urgent attentionReasons={['flaggedIssue']} />,
    );
    await expect.element(page.getByText('Urgent')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/None/);
  });

  test('names a state in the reader’s language', async () => {
    await renderInApp(<StayStateBadge stayState="checkIn" />, { language: 'fr' });
    await expect.element(page.getByText('Arrivée', { exact: true })).toBeVisible();
    expect(badges()[0]).toHaveAttribute('data-status', 'checkIn');
  });
});

describe('BookingStatusBadge', () => {
  test('shows the translated label alone, its code only on hover', async () => {
    await renderInApp(<BookingStatusBadge status="booked" />, { language: 'fr' });
    await expect.element(page.getByText('Réservée', { exact: true })).toBeVisible();
    expect(badges()[0]?.textContent).toBe('Réservée');
    expect(badges()[0]).toHaveAttribute('title', 'BK');
  });
});
