import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, OptionChipsPicker, Stack } from '../../index';

const meta = {
  title: 'Components/OptionChipsPicker',
  component: OptionChipsPicker,
  args: {
    label: 'Badges',
    name: 'badges',
    onChange: fn(),
    options: [
      { value: 'accessibleLandlord', label: 'Accessible landlord' },
      { value: 'fullTimeLandlord', label: 'Full-time landlord' },
      { value: 'landlordOfTheYear', label: 'Landlord of the year' },
      { value: 'greenLandlord', label: 'Green landlord' },
    ],
  },
} satisfies Meta<typeof OptionChipsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Badges' })).toBeVisible();
    const green = canvas.getByRole('checkbox', { name: 'Green landlord' });
    await expect(green).toHaveAttribute('name', 'badges');
    await expect(green).toHaveAttribute('value', 'greenLandlord');
    await userEvent.click(canvas.getByText('Green landlord'));
    await expect(green).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['greenLandlord']);
    await userEvent.click(canvas.getByText('Accessible landlord'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['greenLandlord', 'accessibleLandlord']);
    const selected = [...canvasElement.querySelectorAll('[data-part="option"][data-selected]')];
    await expect(selected.map((node) => node.getAttribute('data-value'))).toEqual([
      'accessibleLandlord',
      'greenLandlord',
    ]);
    // Toggling again removes the value.
    await userEvent.click(canvas.getByText('Green landlord'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['accessibleLandlord']);
  },
};

export const Playground: Story = {
  args: { defaultValue: ['fullTimeLandlord'], description: 'Shown on the public profile.' },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Accessible landlord' })).toHaveFocus();
    await userEvent.tab();
    const fullTime = canvas.getByRole('checkbox', { name: 'Full-time landlord' });
    await expect(fullTime).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(fullTime).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['fullTimeLandlord']);
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'a', label: 'Available' },
      { value: 'b', label: 'Not available', isDisabled: true },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Not available' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Not available'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one badge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Badges' })).toHaveAccessibleDescription(
      'Choose at least one badge',
    );
  },
};

export const Controlled: Story = {
  render: function ControlledPicker(args) {
    const [value, setValue] = useState<string[]>(['greenLandlord']);
    return (
      <Stack space="small">
        <OptionChipsPicker {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value.join(',')}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Green landlord' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Landlord of the year' }));
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent(
      'greenLandlord,landlordOfTheYear',
    );
  },
};

interface BadgeForm {
  badges: string[];
}

/** `ref` exposes `focus()`, which react-hook-form calls on the first invalid field. */
export const WithReactHookForm: Story = {
  render: function ReactHookFormPicker(args) {
    const { control, handleSubmit } = useForm<BadgeForm>({ defaultValues: { badges: [] } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.badges.join(',')))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="badges"
            rules={{ validate: (value) => value.length > 0 || 'Choose at least one badge' }}
            render={({ field, fieldState }) => (
              <OptionChipsPicker
                label="Badges"
                options={args.options}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                ref={field.ref}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit">Save</Button>
          <output aria-label="Submitted">{submitted}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose at least one badge')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Accessible landlord' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent(
      'accessibleLandlord',
    );
  },
};
