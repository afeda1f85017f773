import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button, Stack, TextArea } from '../../index';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Note', name: 'note', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Note' });
    await expect(input.tagName).toBe('TEXTAREA');
    await expect(input).toHaveAttribute('name', 'note');
    await userEvent.type(input, 'Late arrival');
    await expect(args.onChange).toHaveBeenLastCalledWith('Late arrival');
  },
};

export const Playground: Story = {
  args: { description: 'Visible to staff only.', rows: 6, placeholder: 'Write a note' },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Enter makes a new line inside a text area instead of submitting.
    await userEvent.keyboard('One{Enter}Two');
    await expect(input).toHaveValue('One\nTwo');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Note is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Note' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Note is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read me' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledTextArea(args) {
    const [value, setValue] = useState('');
    return (
      <Stack space="small">
        <TextArea {...args} value={value} onChange={setValue} />
        <output aria-label="Characters">{value.length}</output>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Hello');
    await expect(canvas.getByRole('status', { name: 'Characters' })).toHaveTextContent('5');
  },
};

interface NoteForm {
  note: string;
}

export const WithReactHookForm: Story = {
  render: function ReactHookFormTextArea() {
    const { control, handleSubmit } = useForm<NoteForm>({ defaultValues: { note: '' } });
    const [submitted, setSubmitted] = useState('');
    return (
      <form onSubmit={handleSubmit((values) => setSubmitted(values.note))} noValidate>
        <Stack space="small" align="flex-start">
          <Controller
            control={control}
            name="note"
            rules={{ required: 'Note is required' }}
            render={({ field, fieldState }) => (
              <TextArea
                label="Note"
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
    const input = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Note is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Keys under the mat');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status', { name: 'Submitted' })).toHaveTextContent(
      'Keys under the mat',
    );
  },
};
