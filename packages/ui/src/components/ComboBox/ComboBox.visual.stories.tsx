import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox, ComboBoxItem, Stack } from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/ComboBox',
  component: ComboBox,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <ComboBox label="Empty" placeholder="Search cities">
        <ComboBoxItem id="lon">London</ComboBoxItem>
      </ComboBox>
      <ComboBox label="Chosen" defaultSelectedKey="lon" description="Where the stay is.">
        <ComboBoxItem id="lon">London</ComboBoxItem>
      </ComboBox>
      <ComboBox label="Required" isRequired isInvalid errorMessage="City is required">
        <ComboBoxItem id="lon">London</ComboBoxItem>
      </ComboBox>
      <ComboBox label="Disabled" isDisabled defaultSelectedKey="lon">
        <ComboBoxItem id="lon">London</ComboBoxItem>
      </ComboBox>
    </Stack>
  ),
};

export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <ComboBox label="City" defaultSelectedKey="man" disabledKeys={['edi']}>
        <ComboBoxItem id="lon">London</ComboBoxItem>
        <ComboBoxItem id="man">Manchester</ComboBoxItem>
        <ComboBoxItem id="edi">Edinburgh</ComboBoxItem>
      </ComboBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLElement>('[data-part="toggle"]');
    toggle?.click();
  },
};
