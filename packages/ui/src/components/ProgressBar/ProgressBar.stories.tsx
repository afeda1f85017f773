import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarTones } from '../../index';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Upload', value: 40 },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
    const fillElement = canvasElement.querySelector<HTMLElement>('[data-part="fill"]');
    const trackElement = canvasElement.querySelector<HTMLElement>('[data-part="track"]');
    await expect(fillElement?.getBoundingClientRect().width).toBeCloseTo(
      (trackElement?.getBoundingClientRect().width ?? 0) * 0.4,
      0,
    );
  },
};

export const Playground: Story = { args: { tone: 'positive', value: 75 } };

export const CustomRange: Story = {
  args: {
    label: 'Nights used',
    minValue: 0,
    maxValue: 28,
    value: 7,
    valueLabel: '7 of 28 nights',
    tone: 'caution',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Nights used' });
    await expect(bar).toHaveAttribute('aria-valuemax', '28');
    await expect(bar).toHaveAttribute('aria-valuetext', '7 of 28 nights');
    await expect(canvas.getByText('7 of 28 nights')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Syncing landlords', isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Syncing landlords' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-indeterminate', 'true');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Ratio remaining', value: 65, showValueLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Ratio remaining' })).toBeVisible();
    await expect(canvas.queryByText('65%')).toBeNull();
  },
};
