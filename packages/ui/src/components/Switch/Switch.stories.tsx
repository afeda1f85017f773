import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Stack, Switch } from '../../index';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Dark theme', name: 'darkTheme', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAttribute('name', 'darkTheme');
    await userEvent.click(canvas.getByText('Dark theme'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-component="Switch"]')).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const Playground: Story = { args: { description: 'Applies at once on this device.' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Dark theme' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="control"]')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true, children: 'Share my availability' },
  play: async ({ canvas, canvasElement }) => {
    const control = canvas.getByRole('switch', { name: 'Share my availability' });
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-part="required-mark"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Turn this on to continue' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Turn this on to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Dark theme'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledSwitch(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <Stack space="small">
        <Switch {...args} isSelected={isSelected} onChange={setSelected} />
        <output aria-label="Theme">{isSelected ? 'dark' : 'light'}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(canvas.getByRole('status', { name: 'Theme' })).toHaveTextContent('dark');
  },
};

interface AvailabilityForm {
  available: boolean;
}

export const WithReactHookForm: Story = {
  render: function ReactHookFormSwitch() {
    const { control, handleSubmit } = useForm<AvailabilityForm>({
      defaultValues: { available: false },
    });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(String(values.available)))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="available"
            render={({ field }) => (
              <Switch
                name={field.name}
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              >
                Available
              </Switch>
            )}
          />
          <Button type="submit">Save</Button>
          <output aria-label="Submitted">{submitted}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Available' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status', { name: 'Submitted' })).toHaveTextContent(
      'true',
    );
  },
};
