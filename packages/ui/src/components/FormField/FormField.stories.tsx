import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField, type FormFieldControlProps } from '../../index';

/** A control that is not one of ours, as a screen might bring: a native select. */
function CleaningSelect(props: FormFieldControlProps & { disabled?: boolean }) {
  return (
    <select defaultValue="weekly" {...props}>
      <option value="daily">Daily</option>
      <option value="weekly">Weekly</option>
      <option value="fortnightly">Fortnightly</option>
    </select>
  );
}

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Cleaning',
    children: (controlProps) => <CleaningSelect {...controlProps} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await expect(select).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="FormField"]')).not.toHaveAttribute(
      'data-required',
    );
  },
};

export const Playground: Story = {
  args: { description: 'Included in the nightly rate.', isRequired: true },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(select).not.toHaveFocus();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    // Name without the asterisk; the state comes from aria-required on the control.
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await expect(select).toHaveAttribute('aria-required', 'true');
    const mark = canvasElement.querySelector('[data-part="required-mark"]');
    await expect(mark).toHaveTextContent('*');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Included in the nightly rate.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Cleaning' })).toHaveAccessibleDescription(
      'Included in the nightly rate.',
    );
  },
};

export const Invalid: Story = {
  args: {
    description: 'Included in the nightly rate.',
    isInvalid: true,
    errorMessage: 'Choose how often the flat is cleaned',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Included in the nightly rate. Choose how often the flat is cleaned',
    );
  },
};

export const ErrorOnlyWhenInvalid: Story = {
  args: { isInvalid: false, errorMessage: 'Choose how often the flat is cleaned' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Choose how often the flat is cleaned')).toBeNull();
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    children: (controlProps) => <CleaningSelect {...controlProps} disabled />,
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-disabled', 'true');
  },
};

/** With `labelElementType="span"` the control is named through `aria-labelledby`. */
export const SpanLabel: Story = {
  args: { labelElementType: 'span', isRequired: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cleaning' });
    await expect(select).toHaveAttribute('aria-labelledby');
    await expect(select).toHaveAttribute('aria-required', 'true');
  },
};
