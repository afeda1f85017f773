import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '../../index';

interface City {
  id: string;
  name: string;
}

const cities: City[] = [
  { id: 'lon', name: 'London' },
  { id: 'man', name: 'Manchester' },
  { id: 'edi', name: 'Edinburgh' },
  { id: 'lee', name: 'Leeds' },
  { id: 'liv', name: 'Liverpool' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'City',
    placeholder: 'Search cities',
    defaultItems: cities,
    children: (city: City) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox<City>>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'le');
    const listbox = await page(canvasElement).findByRole('listbox');
    const surface = listbox.closest('[data-component="ComboBoxPopover"]') as HTMLElement;
    await expect(getComputedStyle(surface).zIndex).toBe('99');
    await expect(getComputedStyle(surface).borderTopLeftRadius).toBe('20px');
    // "Contains" filtering, case-insensitive.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Leeds']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Leeds' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('lee');
    await expect(input).toHaveValue('Leeds');
  },
};

export const Playground: Story = { args: { description: 'Where the stay is.' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(cities.length);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('man');
    await expect(input).toHaveValue('Manchester');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const NoMatches: Story = {
  args: { emptyText: 'No city matches' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'zzz');
    await expect(await page(canvasElement).findByText('No city matches')).toBeInTheDocument();
  },
};

export const ToggleButton: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvasElement.querySelector('[data-part="toggle"]') as HTMLElement;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await page(canvasElement).findByRole('listbox');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveFocus();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'City is required' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAccessibleDescription(/City is required/);
    await expect(canvasElement.querySelector('[data-component="ComboBox"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'edi' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Edinburgh');
  },
};
