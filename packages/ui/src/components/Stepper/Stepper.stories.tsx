import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button, Inline, Stack, Stepper } from '../../index';

const steps = [
  { id: 'basic', label: 'Basic information' },
  { id: 'branding', label: 'Branding' },
  { id: 'confirmation', label: 'Confirmation' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps, currentStepId: 'branding', 'aria-label': 'Company branding' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Company branding' });
    const items = canvas.getAllByRole('listitem');
    await expect(list).toContainElement(items[0] ?? null);
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[0]).toHaveTextContent('Basic information (completed)');
  },
};

export const Playground: Story = { args: { currentStepId: 'basic' } };

export const FirstStep: Story = {
  args: { currentStepId: 'basic' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveAttribute('data-state', 'upcoming');
  },
};

export const LastStep: Story = {
  args: { currentStepId: 'confirmation' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'current',
    ]);
  },
};

/** In a wizard: Next and Back (reached with Tab, pressed with Enter) move the current step. */
export const InAWizard: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const current = steps[index]?.id ?? 'basic';
    return (
      <Stack space="medium">
        <Stepper {...args} currentStepId={current} />
        <Inline space="small">
          <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex(index - 1)}>
            Back
          </Button>
          <Button isDisabled={index === steps.length - 1} onPress={() => setIndex(index + 1)}>
            Next
          </Button>
        </Inline>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};
