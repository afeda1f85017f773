import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Checkbox, Stack } from '../../index';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember Me', name: 'rememberMe', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAttribute('name', 'rememberMe');
    await userEvent.click(canvas.getByText('Remember Me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-component="Checkbox"]')).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const Playground: Story = { args: { description: 'Stay signed in on this device.' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true, children: 'I accept the terms' },
  play: async ({ canvas, canvasElement }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-part="required-mark"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    children: 'I accept the terms',
    errorMessage: 'You must accept the terms',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember Me' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember Me'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledCheckbox(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <Stack space="small">
        <Checkbox {...args} isSelected={isSelected} onChange={setSelected} />
        <output aria-label="State">{isSelected ? 'on' : 'off'}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember Me' }));
    await expect(canvas.getByRole('status', { name: 'State' })).toHaveTextContent('on');
  },
};

interface TermsForm {
  accepted: boolean;
}

/** Controller's boolean `value` maps onto `isSelected`; `onChange` takes the boolean as is. */
export const WithReactHookForm: Story = {
  render: function ReactHookFormCheckbox() {
    const { control, handleSubmit } = useForm<TermsForm>({ defaultValues: { accepted: false } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(String(values.accepted)))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="accepted"
            rules={{ validate: (value) => value || 'You must accept the terms' }}
            render={({ field, fieldState }) => (
              <Checkbox
                isRequired
                name={field.name}
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              >
                I accept the terms
              </Checkbox>
            )}
          />
          <Button type="submit">Continue</Button>
          <output aria-label="Submitted">{submitted}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('You must accept the terms')).toBeVisible();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('true');
  },
};
