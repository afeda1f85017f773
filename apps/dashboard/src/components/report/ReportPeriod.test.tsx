import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '../../test/render';
import { presetPeriod } from './period';
import { ReportPeriod, type ReportPeriodValue } from './ReportPeriod';

/** The control as a screen holds it: the value it reports is the value it shows. */
function Held({ onChange }: { onChange: (value: ReportPeriodValue) => void }) {
  const [value, setValue] = useState<ReportPeriodValue>({ period: null });
  return (
    <ReportPeriod
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      maxYears={3}
    />
  );
}

const period = () => page.getByRole('region', { name: 'Period', exact: true });
const presetButton = () => period().getByRole('button', { name: /Period/ });

describe('ReportPeriod', () => {
  test('shows the default preset, and a chosen preset gives its days (the default none)', async () => {
    const onChange = vi.fn();
    await renderInApp(<Held onChange={onChange} />);
    await expect.element(presetButton()).toHaveTextContent('Last 12 months');
    // One currency: nothing to choose.
    await expect
      .element(period().getByRole('button', { name: /Currency/ }))
      .not.toBeInTheDocument();

    await presetButton().click();
    await page.getByRole('option', { name: 'This year' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ period: presetPeriod('year') });

    await presetButton().click();
    await page.getByRole('option', { name: 'Last 12 months' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ period: null });
  });

  test('names days that are a preset by it', async () => {
    await renderInApp(
      <ReportPeriod
        value={{ period: presetPeriod('lastMonth') }}
        onChange={() => undefined}
        maxYears={3}
      />,
    );
    await expect.element(presetButton()).toHaveTextContent('Last month');
  });

  test('shows other days as custom dates, in the ui date range picker', async () => {
    await renderInApp(
      <ReportPeriod
        value={{ period: { from: '2031-03-05', to: '2031-04-20' } }}
        onChange={() => undefined}
        maxYears={3}
      />,
    );
    await expect.element(presetButton()).toHaveTextContent('Custom dates');
    const range = period().getByRole('group', { name: 'First and last day' });
    await expect.element(range).toBeVisible();
    // The ui's date range picker (segments and a calendar), never a text box to type a date in.
    await expect.element(period().getByRole('button', { name: /Choose the dates/ })).toBeVisible();
    expect(period().getByRole('textbox').elements()).toHaveLength(0);
    await expect.element(range).toHaveTextContent(/05.*03.*2031.*20.*04.*2031/);
  });

  test('custom days longer than the report allows are refused with a message, shorter ones applied', async () => {
    const onChange = vi.fn();
    await renderInApp(
      <ReportPeriod
        value={{ period: { from: '2031-03-05', to: '2031-04-20' } }}
        onChange={onChange}
        maxYears={1}
      />,
    );
    const range = period().getByRole('group', { name: 'First and last day' });
    await expect.element(range).toBeVisible();
    // The first day's year: typing it replaces the year segment's value.
    const years = period().getByRole('spinbutton', { name: /year/i });
    await years.first().click();
    await userEvent.keyboard('2028');
    await expect.element(period().getByText('The period can be at most 1 year.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    await years.first().click();
    await userEvent.keyboard('2031');
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        period: { from: '2031-03-05', to: '2031-04-20' },
      }),
    );
    await expect
      .element(period().getByText('The period can be at most 1 year.'))
      .not.toBeInTheDocument();
  });

  test('offers the currency when the report has several, and speaks French', async () => {
    const onChange = vi.fn();
    await renderInApp(
      <ReportPeriod
        value={{ period: null, currency: 'GBP' }}
        onChange={onChange}
        maxYears={3}
        currencies={['GBP', 'EUR']}
      />,
      { language: 'fr' },
    );
    const region = page.getByRole('region', { name: 'Période', exact: true });
    await expect
      .element(region.getByRole('button', { name: /Période/ }))
      .toHaveTextContent('12 derniers mois');
    await region.getByRole('button', { name: /Devise/ }).click();
    await page.getByRole('option', { name: 'EUR' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ period: null, currency: 'EUR' });
  });
});
