import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, PasswordField, Stack } from '../../index';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const rule =
  'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.';

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('name', 'password');
    await userEvent.type(input, 'Secret1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('Secret1234');
  },
};

export const Playground: Story = { args: { description: rule, isRequired: true } };

export const ShowAndHide: Story = {
  args: { defaultValue: 'Secret1234' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret1234');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-component="PasswordField"]')).toHaveAttribute(
      'data-revealed',
      'true',
    );
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Abc');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleName('Password');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: rule, defaultValue: 'short' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(rule);
    await expect(canvasElement.querySelector('[data-part="frame"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secret1234' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledPasswordField(args) {
    const [value, setValue] = useState('');
    return (
      <Stack space="small">
        <PasswordField {...args} value={value} onChange={setValue} />
        <output aria-label="Length">{value.length}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret');
    await expect(canvas.getByRole('status', { name: 'Length' })).toHaveTextContent('6');
  },
};

interface SignInForm {
  password: string;
}

export const WithReactHookForm: Story = {
  render: function ReactHookFormPasswordField() {
    const { control, handleSubmit } = useForm<SignInForm>({ defaultValues: { password: '' } });
    const [submitted, setSubmitted] = useState(false);
    return (
      <form onSubmit={handleSubmit(() => setSubmitted(true))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="password"
            rules={{ required: 'Password is required' }}
            render={({ field, fieldState }) => (
              <PasswordField
                label="Password"
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
          <Button type="submit">Sign In</Button>
          <output aria-label="Submitted">{submitted ? 'yes' : 'no'}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Password is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Secret1234{Enter}');
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('yes');
  },
};
