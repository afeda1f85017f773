import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from '../../index';

const roles = [
  { id: 'user', name: 'User' },
  { id: 'moderator', name: 'Moderator' },
  { id: 'admin', name: 'Admin' },
  { id: 'masteradmin', name: 'Master admin' },
  { id: 'system_admin', name: 'System admin' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Role',
    placeholder: 'Choose a role',
    items: roles,
    children: (role: { id: string; name: string }) => (
      <SelectItem id={role.id}>{role.name}</SelectItem>
    ),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveTextContent('Choose a role');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Role' });
    const surface = listbox.closest('[data-component="SelectPopover"]') as HTMLElement;
    await expect(getComputedStyle(surface).zIndex).toBe('99');
    await expect(getComputedStyle(surface).borderTopLeftRadius).toBe('20px');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Admin' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('admin');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const Playground: Story = { args: { description: 'Decides what the account can see.' } };

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'User' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('admin');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Admin');
    // Typing on the closed trigger selects by name.
    await userEvent.keyboard('Mo');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('moderator');
    await expect(trigger).toHaveTextContent('Moderator');
  },
};

export const EscapeKeepsValue: Story = {
  args: { defaultSelectedKey: 'user' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('User');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Role is required' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const root = canvasElement.querySelector('[data-component="Select"]');
    await expect(root).toHaveAttribute('data-invalid', 'true');
    await expect(root).toHaveAttribute('data-required', 'true');
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveAccessibleDescription(/Role is required/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'admin' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['masteradmin', 'system_admin'] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    const option = within(listbox).getByRole('option', { name: 'System admin' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeNull();
  },
};

function ControlledSelect(props: { onSelectionChange?: (key: Key | null) => void }) {
  const [role, setRole] = useState<Key | null>('masteradmin');
  return (
    <>
      <Select
        label="Role"
        selectedKey={role}
        onSelectionChange={(key) => {
          setRole(key);
          props.onSelectionChange?.(key);
        }}
      >
        <SelectItem id="user">User</SelectItem>
        <SelectItem id="masteradmin">Master admin</SelectItem>
      </Select>
      <output>{`Chosen: ${String(role)}`}</output>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSelect onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Master admin');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(
      within(await page(canvasElement).findByRole('listbox')).getByRole('option', {
        name: 'User',
      }),
    );
    await expect(canvas.getByText('Chosen: user')).toBeInTheDocument();
  },
};

export const InAForm: Story = {
  render: () => (
    <form aria-label="Account">
      <Select label="Role" name="role" defaultSelectedKey="moderator">
        <SelectItem id="user">User</SelectItem>
        <SelectItem id="moderator">Moderator</SelectItem>
      </Select>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Account' }) as HTMLFormElement;
    await expect(new FormData(form).get('role')).toBe('moderator');
  },
};
