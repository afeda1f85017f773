import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  Button,
  CommandPalette,
  type CommandPaletteProps,
  type CommandPaletteSection,
  NavigationProvider,
} from '../../index';

const records: CommandPaletteSection[] = [
  {
    id: 'enquiries',
    title: 'Enquiries',
    items: [
      {
        id: 'enq-1',
        label: 'ENQ-10234',
        description: 'Harbour Relocation · Leeds',
        badge: 'Pending',
        href: '#enq-1',
      },
      {
        id: 'enq-2',
        label: 'ENQ-10233',
        description: 'Quayside Insurance · York',
        badge: 'Assigned',
        href: '#enq-2',
      },
    ],
  },
  {
    id: 'guests',
    title: 'Guests',
    items: [
      {
        id: 'guest-1',
        label: 'Zephyrine Quillfeather-Montgomery-Worthington',
        description: 'zephyrine.quillfeather-montgomery@an-unusually-long-domain.example',
        href: '#guest-1',
      },
    ],
  },
];

const onCommand = fn();
/** The app's router, played by the story: a row's href is handed to it, not loaded. */
const onNavigate = fn();

/** The app's part, played by the story: it filters the rows by the text typed. */
function Harness(props: Partial<CommandPaletteProps> & { start?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState(props.start ?? '');
  const actions: CommandPaletteSection = {
    id: 'actions',
    title: 'Actions',
    items: [
      {
        id: 'new-enquiry',
        label: 'New enquiry',
        icon: 'plus',
        onAction: () => onCommand('new-enquiry'),
      },
      {
        id: 'tracker',
        label: 'Go to Tracker',
        icon: 'arrow-right',
        onAction: () => onCommand('tracker'),
      },
    ],
  };
  const wanted = text.trim().toLowerCase();
  const sections = [...records, actions].map((section) => ({
    ...section,
    items: section.items.filter((row) =>
      `${row.label} ${row.description ?? ''}`.toLowerCase().includes(wanted),
    ),
  }));
  return (
    // As the app does: once a row has taken the user elsewhere, the palette closes.
    <NavigationProvider
      navigate={(...args: Parameters<typeof onNavigate>) => {
        onNavigate(...args);
        setOpen(false);
      }}
    >
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Search…
      </Button>
      <CommandPalette
        label="Search Staydesk"
        placeholder="Find a reference, a name, an email, a postcode…"
        emptyLabel="Nothing matches"
        footer={<span>↑↓ to move · Enter to open · Esc to close</span>}
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        inputValue={text}
        onInputChange={setText}
        sections={sections}
      />
    </NavigationProvider>
  );
}

const meta = {
  title: 'Components/CommandPalette',
  component: CommandPalette,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    inputValue: '',
    onInputChange: fn(),
    sections: records,
    label: 'Search Staydesk',
    emptyLabel: 'Nothing matches',
  },
  render: () => <Harness />,
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opened from the field-shaped button, typing narrows the rows; Enter opens the focused one. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    onNavigate.mockClear();
    const button = canvas.getByRole('button', { name: /^Search…/ });
    await userEvent.click(button);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Search Staydesk' });
    const field = within(dialog).getByRole('combobox', { name: 'Search Staydesk' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('enq-');
    const menu = await page(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('option')
          .map((row) => row.textContent),
      ).toEqual([
        'ENQ-10234Harbour Relocation · LeedsPending',
        'ENQ-10233Quayside Insurance · YorkAssigned',
      ]),
    );
    await expect(within(menu).getByRole('group', { name: 'Enquiries' })).toBeInTheDocument();
    // The first row is focused after each change: typing stays in the field, the arrows move.
    const [first, second] = within(menu).getAllByRole('option');
    await waitFor(() => expect(first).toHaveAttribute('data-focused'));
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(second).toHaveAttribute('data-focused'));
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', second?.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(onNavigate).toHaveBeenCalledWith('#enq-2', undefined);
    await expect(button).toHaveFocus();
  },
};

/** A command runs its action and closes the palette. */
export const Commands: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    onCommand.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Search…/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('tracker');
    await waitFor(() =>
      expect(
        page(canvasElement)
          .getAllByRole('option')
          .map((row) => row.textContent),
      ).toEqual(['Go to Tracker']),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onCommand).toHaveBeenCalledWith('tracker');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing found says so; Escape clears the text first, then closes. */
export const NothingFound: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Search…/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('zzzz');
    await expect(await page(canvasElement).findByText('Nothing matches')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).getByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Long names and emails end in an ellipsis on one line each, never pushing the panel wider. */
export const LongText: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Search…/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('zephyrine');
    const row = await page(canvasElement).findByRole('option');
    const panel = dialog.closest('[data-component="CommandPalette"]') as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
