import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  Button,
  Icon,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  menuItemTones,
  Stack,
} from '../../index';

/** Inside a `MenuTrigger` the menu is named by its trigger (`aria-labelledby`). */
const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" aria-label="Open account menu">
        <Icon name="user" size="small" />
      </Button>
      <Menu {...args}>
        <MenuItem id="refresh" icon="refresh">
          Refresh Data
        </MenuItem>
        <MenuItem id="logout" icon="logout" tone="critical">
          Log Out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open account menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Open account menu' });
    const surface = menu.closest('[data-component="MenuPopover"]');
    await expect(getComputedStyle(surface as Element).zIndex).toBe('99');
    await expect(getComputedStyle(surface as Element).borderTopLeftRadius).toBe('20px');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Refresh Data' }));
    // RAC passes (key, item value); static items have no value.
    await expect(args.onAction).toHaveBeenCalledWith('refresh', undefined);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = { args: { placement: 'bottom start' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Open account menu' });
    const [refresh, logout] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(refresh).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(logout).toHaveFocus();
    await expect(logout).toHaveAttribute('data-tone', 'critical');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout', undefined);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open account menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The top bar's avatar menu: a greeting and role badge above the actions. */
export const WithHeader: Story = {
  args: {
    header: (
      <Stack space="xxsmall">
        <strong>Hi, Sam!</strong>
        <span>Admin</span>
      </Stack>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open account menu' }));
    const menu = await page(canvasElement).findByRole('menu');
    const surface = menu.closest('[data-component="MenuPopover"]') as HTMLElement;
    await waitFor(() => expect(within(surface).getByText('Hi, Sam!')).toBeVisible());
    await expect(within(menu).queryByText('Hi, Sam!')).toBeNull();
  },
};

export const SectionsAndSeparator: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuSection title="Enquiry">
          <MenuItem id="assign">Assign</MenuItem>
          <MenuItem id="reset" isDisabled>
            Reset
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Danger zone">
          <MenuItem id="delete" tone="critical">
            Delete
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('group', { name: 'Enquiry' })).toBeInTheDocument();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    const reset = within(menu).getByRole('menuitem', { name: 'Reset' });
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    // Disabled items are skipped by the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(reset);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Tones: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Tones</Button>
      <Menu {...args}>
        {menuItemTones.map((tone) => (
          <MenuItem key={tone} id={tone} tone={tone}>
            {tone}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu');
    for (const tone of menuItemTones) {
      await expect(within(menu).getByRole('menuitem', { name: tone })).toHaveAttribute(
        'data-tone',
        tone,
      );
    }
  },
};
