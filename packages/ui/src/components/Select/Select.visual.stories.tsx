import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, SelectItem, Stack } from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/Select',
  component: Select,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <Select label="Empty" placeholder="Choose a role">
        <SelectItem id="user">User</SelectItem>
      </Select>
      <Select
        label="Chosen"
        defaultSelectedKey="admin"
        description="Decides what the account can see."
      >
        <SelectItem id="admin">Admin</SelectItem>
      </Select>
      <Select label="Required" isRequired isInvalid errorMessage="Role is required">
        <SelectItem id="user">User</SelectItem>
      </Select>
      <Select label="Disabled" isDisabled defaultSelectedKey="user">
        <SelectItem id="user">User</SelectItem>
      </Select>
      <Select
        label="A very long label that wraps onto more than one line in a narrow column"
        defaultSelectedKey="long"
      >
        <SelectItem id="long">
          Supercalifragilisticexpialidocious-unbroken-option-label-that-overflows
        </SelectItem>
      </Select>
    </Stack>
  ),
};

export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <Select label="Role" defaultOpen defaultSelectedKey="admin" disabledKeys={['system_admin']}>
        <SelectItem id="user">User</SelectItem>
        <SelectItem id="admin">Admin</SelectItem>
        <SelectItem id="system_admin">System admin</SelectItem>
      </Select>
    </div>
  ),
};
