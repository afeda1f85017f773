import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Radio, RadioGroup, radioGroupOrientations, Stack } from '../../index';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Check-in method',
    name: 'checkIn',
    onChange: fn(),
    children: (
      <>
        <Radio value="meet-and-greet">Meet and greet</Radio>
        <Radio value="key-box">Key box</Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Check-in method' });
    await expect(group).toHaveAttribute('data-orientation', 'vertical');
    const keyBox = canvas.getByRole('radio', { name: 'Key box' });
    await expect(keyBox).toHaveAttribute('name', 'checkIn');
    await userEvent.click(canvas.getByText('Key box'));
    await expect(keyBox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('key-box');
  },
};

export const Playground: Story = {
  args: { description: 'How the guest gets the keys.', orientation: 'horizontal' },
};

export const Keyboard: Story = {
  args: { defaultValue: 'meet-and-greet' },
  play: async ({ args, canvas, userEvent }) => {
    const meet = canvas.getByRole('radio', { name: 'Meet and greet' });
    const keyBox = canvas.getByRole('radio', { name: 'Key box' });
    await userEvent.tab();
    await expect(meet).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(keyBox).toHaveFocus();
    await expect(keyBox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('key-box');
    await userEvent.keyboard('{ArrowUp}');
    await expect(meet).toBeChecked();
    // One tab stop for the whole group.
    await userEvent.tab();
    await expect(meet).not.toHaveFocus();
    await expect(keyBox).not.toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Check-in method' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Check-in method' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-part="required-mark"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a check-in method' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Check-in method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a check-in method');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Key box' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Key box'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="meet-and-greet">Meet and greet</Radio>
        <Radio value="key-box" isDisabled>
          Key box
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Key box' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Meet and greet' })).toBeEnabled();
  },
};

export const Controlled: Story = {
  render: function ControlledRadioGroup(args) {
    const [value, setValue] = useState('key-box');
    return (
      <Stack space="small">
        <RadioGroup {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Key box' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Meet and greet' }));
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent(
      'meet-and-greet',
    );
  },
};

interface CheckInForm {
  checkIn: string;
}

/** `ref` exposes `focus()`, which react-hook-form calls on the first invalid field. */
export const WithReactHookForm: Story = {
  render: function ReactHookFormRadioGroup() {
    const { control, handleSubmit } = useForm<CheckInForm>({ defaultValues: { checkIn: '' } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.checkIn))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="checkIn"
            rules={{ required: 'Choose a check-in method' }}
            render={({ field, fieldState }) => (
              <RadioGroup
                label="Check-in method"
                isRequired
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              >
                <Radio value="meet-and-greet">Meet and greet</Radio>
                <Radio value="key-box">Key box</Radio>
              </RadioGroup>
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
    await expect(await canvas.findByText('Choose a check-in method')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Meet and greet' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent('key-box');
  },
};
