import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Stack, TextField, textFieldTypes } from '../../index';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const Playground: Story = {
  args: { description: 'We never share it.', placeholder: 'name@example.com', type: 'email' },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('ab{Backspace}c');
    await expect(input).toHaveValue('ac');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    // The asterisk is decoration: the name stays "Email" and the state is aria-required.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    const mark = canvasElement.querySelector('[data-part="required-mark"]');
    await expect(mark).toHaveTextContent('*');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Used for sign-in and notifications.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Used for sign-in and notifications.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Please enter a valid email address.',
    defaultValue: 'ana@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function ControlledTextField(args) {
    const [value, setValue] = useState('');
    return (
      <Stack space="small">
        <TextField {...args} value={value} onChange={setValue} />
        <output aria-label="Current value">{value.toUpperCase()}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana');
    await expect(canvas.getByRole('status', { name: 'Current value' })).toHaveTextContent('ANA');
  },
};

interface ContactForm {
  email: string;
}

/**
 * react-hook-form drives the field through `Controller`: `value`, `onChange`, `onBlur`, `name` and
 * `ref` pass straight through, and `ref` lands on the `<input>` so a failed submit focuses it.
 */
export const WithReactHookForm: Story = {
  render: function ReactHookFormTextField() {
    const { control, handleSubmit } = useForm<ContactForm>({ defaultValues: { email: '' } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.email))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="email"
            rules={{ required: 'Email is required' }}
            render={({ field, fieldState }) => (
              <TextField
                label="Email"
                isRequired
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                isDisabled={field.disabled}
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
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'ana@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent(
      'ana@example.com',
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
