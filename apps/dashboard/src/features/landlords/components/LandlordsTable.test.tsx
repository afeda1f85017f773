import { PlainTable } from '@staydesk/ui';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '../../../test/render';
import { landlordView } from '../modals/fixtures';
import { LandlordRecordFacts } from './LandlordFacts';
import { useLandlordColumns } from './LandlordsTable';

const noop = () => {};

function Landlords() {
  const columns = useLandlordColumns(noop);
  return (
    <PlainTable
      aria-label="Landlords"
      columns={columns}
      items={[
        landlordView({
          trafficLightSystem: 'orange',
          suggestedTrafficLight: 'orange',
          suggestionReasons: ['cancellations'],
        }),
      ]}
    />
  );
}

const light = () => document.querySelector('[data-component="StatusBadge"]');

describe('the landlords table’s traffic light', () => {
  test('reads as its meaning in French, the reason on hover, never the colour’s name', async () => {
    await renderInApp(<Landlords />, { language: 'fr' });
    await expect.element(page.getByText('Prudence', { exact: true })).toBeVisible();
    expect(light()).toHaveAttribute('data-status', 'orange');
    expect(light()?.getAttribute('title')).toContain('Annulations');
    expect(document.body.textContent).not.toMatch(/Orange/);
  });

  test('reads as its meaning in English', async () => {
    await renderInApp(<Landlords />);
    await expect.element(page.getByText('Use with care', { exact: true })).toBeVisible();
    expect(light()?.getAttribute('title')).toContain('Cancellations');
  });
});

describe('the landlord record’s facts', () => {
  test('say when it was created and changed, not its version number', async () => {
    await renderInApp(<LandlordRecordFacts landlord={landlordView({ version: 7 })} />);
    await expect.element(page.getByText('Updated', { exact: true })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Version/);
  });
});
