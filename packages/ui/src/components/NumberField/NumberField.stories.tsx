import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, NumberField, Stack } from '../../index';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Guests', name: 'guests', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.type(input, '4');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('textbox', { name: 'Guests' })).toHaveValue('4');
  },
};

export const Playground: Story = {
  args: { minValue: 0, maxValue: 20, description: 'Adults and children.' },
};

/** Spec §5: a number input loses focus on the mouse wheel, and the wheel never changes it. */
export const BlursOnWheel: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    input.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2, minValue: 0, maxValue: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Steppers: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('0');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Guests' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'At most 20 guests.', defaultValue: 25 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('At most 20 guests.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Guests' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledNumberField(args) {
    const [value, setValue] = useState<number | null>(null);
    return (
      <Stack space="small">
        <NumberField {...args} value={value} onChange={setValue} />
        <output aria-label="Doubled">
          {value === null || Number.isNaN(value) ? '' : value * 2}
        </output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, '21');
    await userEvent.tab();
    await expect(canvas.getByRole('status', { name: 'Doubled' })).toHaveTextContent('42');
  },
};

interface StayForm {
  guests: number | null;
}

export const WithReactHookForm: Story = {
  render: function ReactHookFormNumberField() {
    const { control, handleSubmit } = useForm<StayForm>({ defaultValues: { guests: null } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(String(values.guests)))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="guests"
            rules={{
              validate: (value) => (value !== null && !Number.isNaN(value)) || 'Guests is required',
            }}
            render={({ field, fieldState }) => (
              <NumberField
                label="Guests"
                isRequired
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
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
    const input = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Guests is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('5');
  },
};
