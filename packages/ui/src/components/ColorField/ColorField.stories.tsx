import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, ColorField, Stack } from '../../index';

const meta = {
  title: 'Components/ColorField',
  component: ColorField,
  args: { label: 'Primary colour', name: 'primaryColour', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a hex value and leaving the field commits it as `#RRGGBB` and paints the swatch. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    const swatch = canvasElement.querySelector('[data-part="swatch"]');
    await expect(swatch).toHaveAttribute('data-empty');
    await userEvent.type(input, '1a73');
    await expect(args.onChange).not.toHaveBeenCalled();
    // A complete value counts at once, before the field is left.
    await userEvent.type(input, 'e8');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1A73E8');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('#1A73E8');
    await expect(input).toHaveValue('#1A73E8');
    const painted = canvasElement.querySelector('[data-part="swatch"]');
    await expect(painted).not.toHaveAttribute('data-empty');
    await expect(painted).toHaveStyle({ backgroundColor: 'rgb(26, 115, 232)' });
  },
};

export const Playground: Story = {
  args: { defaultValue: '#0f766e', description: 'Used for buttons and links on documents.' },
};

/** Only hex digits get in; the arrow keys step the value; emptying it commits `null`. */
export const Keyboard: Story = {
  args: { defaultValue: '#000010' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('#000011');
    await expect(args.onChange).toHaveBeenLastCalledWith('#000011');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('#00000F');
    await userEvent.clear(input);
    await userEvent.keyboard('zz12');
    await expect(input).toHaveValue('12');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** An unfinished value is not a colour: leaving the field puts back the last committed one. */
export const IncompleteValueReverts: Story = {
  args: { defaultValue: '#112233' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(input);
    await userEvent.type(input, '#12');
    await userEvent.tab();
    await expect(input).toHaveValue('#112233');
    await expect(args.onChange).not.toHaveBeenCalledWith('#12');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Use a colour such as #1a73e8' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use a colour such as #1a73e8');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '#1a73e8' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toBeDisabled();
  },
};

/** A stored value that is not a colour shows an empty field rather than failing. */
export const UnreadableValue: Story = {
  args: { value: 'brand blue' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('');
    await expect(canvasElement.querySelector('[data-part="swatch"]')).toHaveAttribute('data-empty');
  },
};

export const Controlled: Story = {
  render: function ControlledColorField(args) {
    const [value, setValue] = useState<string | null>('#0f766e');
    return (
      <Stack space="small">
        <ColorField {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value ?? 'none'}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    await expect(input).toHaveValue('#0F766E');
    await userEvent.clear(input);
    await userEvent.type(input, 'ff0000{Enter}');
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('#FF0000');
  },
};

interface BrandForm {
  primaryColour: string | null;
}

export const WithReactHookForm: Story = {
  render: function ReactHookFormColorField() {
    const { control, handleSubmit } = useForm<BrandForm>({
      defaultValues: { primaryColour: null },
    });
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={handleSubmit((values) => setSubmitted(values.primaryColour ?? ''))}
        noValidate
      >
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="primaryColour"
            rules={{ validate: (value) => value !== null || 'Primary colour is required' }}
            render={({ field, fieldState }) => (
              <ColorField
                label="Primary colour"
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
    const input = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Primary colour is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '336699');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('#336699');
  },
};
