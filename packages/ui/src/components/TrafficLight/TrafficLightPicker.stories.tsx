import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Stack, type TrafficLight, TrafficLightPicker, trafficLights } from '../../index';

const meta = {
  title: 'Components/TrafficLightPicker',
  component: TrafficLightPicker,
  args: { label: 'Traffic light', name: 'trafficLight', onChange: fn() },
  argTypes: { suggestedValue: { control: 'select', options: trafficLights } },
} satisfies Meta<typeof TrafficLightPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Traffic light' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    const yellow = canvas.getByRole('radio', { name: 'Yellow' });
    await expect(yellow).toHaveAttribute('name', 'trafficLight');
    await userEvent.click(canvas.getByText('Yellow'));
    await expect(yellow).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yellow');
    const chosen = canvasElement.querySelector('[data-part="option"][data-selected]');
    await expect(chosen).toHaveAttribute('data-value', 'yellow');
  },
};

export const Playground: Story = {
  args: { defaultValue: 'green', suggestedValue: 'orange', description: 'Set by staff.' },
};

export const Keyboard: Story = {
  args: { defaultValue: 'gray' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gray' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const green = canvas.getByRole('radio', { name: 'Green' });
    await expect(green).toHaveFocus();
    await expect(green).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('green');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Gray' })).toBeChecked();
    // One tab stop for the whole picker.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gray' })).not.toHaveFocus();
  },
};

/** The server's proposal is marked in words and read with the colour's name; nothing is chosen. */
export const WithSuggestion: Story = {
  args: {
    suggestedValue: 'red',
    suggestedLabel: 'Suggested',
    description: '3 complaints in the last year',
  },
  play: async ({ canvas, canvasElement }) => {
    const red = canvas.getByRole('radio', { name: 'Red (Suggested)' });
    await expect(red).not.toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-suggested]')).toHaveLength(1);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      '3 complaints in the last year',
    );
  },
};

export const Translated: Story = {
  args: {
    label: 'Feu tricolore',
    labels: { gray: 'Gris', green: 'Vert', orange: 'Orange', yellow: 'Jaune', red: 'Rouge' },
    suggestedValue: 'green',
    suggestedLabel: 'Suggéré',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Vert (Suggéré)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Jaune' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'green' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Red' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Red'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a colour' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Traffic light' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a colour');
  },
};

export const Controlled: Story = {
  render: function ControlledPicker(args) {
    const [value, setValue] = useState<TrafficLight>('orange');
    return (
      <Stack space="small">
        <TrafficLightPicker {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Orange' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('red');
  },
};

interface LandlordForm {
  trafficLight: TrafficLight | null;
}

/** `ref` exposes `focus()`, which react-hook-form calls on the first invalid field. */
export const WithReactHookForm: Story = {
  render: function ReactHookFormPicker() {
    const { control, handleSubmit } = useForm<LandlordForm>({
      defaultValues: { trafficLight: null },
    });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.trafficLight ?? ''))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="trafficLight"
            rules={{ required: 'Choose a colour' }}
            render={({ field, fieldState }) => (
              <TrafficLightPicker
                label="Traffic light"
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
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a colour')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Gray' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('green');
  },
};
