import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AmenityChecklist, type AmenityValue } from '../../index';

const groups = [
  {
    id: 'general',
    label: 'Summary',
    options: [
      { value: 'wifi', label: 'Wi-Fi' },
      { value: 'tv', label: 'TV' },
      { value: 'heating', label: 'Central heating' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    options: [
      { value: 'oven', label: 'Oven' },
      { value: 'dishwasher', label: 'Dishwasher' },
    ],
  },
  { id: 'laundry', label: 'Laundry', options: [{ value: 'washer', label: 'Washing machine' }] },
  { id: 'outside', label: 'Outside', options: [{ value: 'garden', label: 'Garden' }] },
  {
    id: 'safety',
    label: 'Safety',
    options: [{ value: 'smoke-alarm', label: 'Smoke alarm' }],
  },
] as const;

const meta = {
  title: 'Components/AmenityChecklist',
  component: AmenityChecklist,
  args: {
    label: 'Amenities',
    groups,
    value: { general: ['wifi'], kitchen: [], laundry: [], outside: [], safety: ['smoke-alarm'] },
    emptyText: 'None listed.',
  },
} satisfies Meta<typeof AmenityChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value like a form would, reporting each change to `onChange`. */
function Editable(props: Parameters<typeof AmenityChecklist>[0]) {
  const [value, setValue] = useState<AmenityValue>(props.value);
  return (
    <AmenityChecklist
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  args: { onChange: fn(), addLabel: 'Another amenity', addButtonText: 'Add' },
  render: (args) => <Editable {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Summary (1)1',
      'Kitchen (0)0',
      'Laundry (0)0',
      'Outside (0)0',
      'Safety (1)1',
    ]);
    await expect(canvas.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    // Keyboard: the arrow moves to Kitchen, Tab enters its checkboxes, Space ticks one.
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Oven' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Oven' })).toBeChecked();
    const onChange = args.onChange as ReturnType<typeof fn>;
    await expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({
      general: ['wifi'],
      kitchen: ['oven'],
    });
    await expect(canvas.getAllByRole('tab')[1]).toHaveTextContent('Kitchen (1)');
    // An amenity of one's own joins the tab, ticked.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Another amenity' }),
      'Coffee machine{Enter}',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Coffee machine' })).toBeChecked();
    await expect(onChange.mock.calls.at(-1)?.[0].kitchen).toEqual(['oven', 'Coffee machine']);
  },
};

export const Playground: Story = {
  args: { onChange: fn() },
  render: (args) => <Editable {...args} />,
};

export const ReadOnly: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const root = canvasElement.querySelector('[data-component="AmenityChecklist"]');
    await expect(root).toHaveAttribute('data-readonly', 'true');
    const chosen = canvas.getByRole('list', { name: 'Summary' });
    await expect(within(chosen).getByText('Wi-Fi')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Kitchen/ }));
    await expect(canvas.getByText('None listed.')).toBeVisible();
  },
};

export const KeepsUnlistedValues: Story = {
  args: { value: { general: ['wifi', 'Sauna'] }, onChange: fn() },
  render: (args) => <Editable {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const sauna = canvas.getByRole('checkbox', { name: 'Sauna' });
    await expect(sauna).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wi-Fi' }));
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0].general).toEqual([
      'Sauna',
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const wifi = canvas.getByRole('checkbox', { name: 'Wi-Fi' });
    await expect(wifi).toBeDisabled();
    await userEvent.click(wifi);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
