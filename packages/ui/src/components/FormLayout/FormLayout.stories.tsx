import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Button,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  TextArea,
  TextField,
} from '../../index';

const onSave = fn();

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  args: {
    children: (
      <>
        <FormSection title="Guest" description="As it appears on bookings and invoices.">
          <FormRow>
            <TextField label="First name" isRequired />
            <TextField label="Last name" isRequired />
          </FormRow>
          <TextField label="Email" type="email" />
        </FormSection>
        <FormSection title="Notes">
          <TextArea label="Notes" />
        </FormSection>
        <FormActions
          secondary={<Button variant="secondary">Cancel</Button>}
          primary={<Button onPress={onSave}>Save</Button>}
        />
      </>
    ),
  },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections are groups named by their titles; the form keeps a readable width. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const guest = canvas.getByRole('group', { name: 'Guest' });
    await expect(guest).toHaveAccessibleDescription('As it appears on bookings and invoices.');
    await expect(canvas.getByRole('group', { name: 'Notes' })).toBeVisible();
    const layout = canvasElement.querySelector('[data-component="FormLayout"]') as HTMLElement;
    // 40rem at the 16px root size: the form never stretches across the 1024px window.
    await expect(layout.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    // Keyboard path: the fields, then Cancel, then Save (the primary action is last).
    await userEvent.click(canvas.getByRole('textbox', { name: /Email/ }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** A row of short fields sits side by side on a wide screen. */
export const ShortFieldsInARow: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: /First name/ }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: /Last name/ }).getBoundingClientRect();
    await expect(first.top).toBe(last.top);
    await expect(first.right).toBeLessThan(last.left);
  },
};

/** The action bar sticks to the bottom of the scrolling area. */
export const StickyActions: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-component="FormActions"]') as HTMLElement;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(getComputedStyle(bar).bottom).toBe('0px');
  },
};

/** `centered`: in a page wider than the form (a public page), the form sits in the middle. */
export const Centered: Story = {
  args: { centered: true },
  render: (args) => (
    <div style={{ width: 1000 }}>
      <FormLayout {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('[data-component="FormLayout"]') as HTMLElement;
    const page = layout.parentElement as HTMLElement;
    const box = layout.getBoundingClientRect();
    const frame = page.getBoundingClientRect();
    await expect(Math.abs(box.left - frame.left - (frame.right - box.right))).toBeLessThan(1);
    await expect(box.width).toBeLessThanOrEqual(640);
  },
};
